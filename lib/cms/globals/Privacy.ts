import { sectionsGlobal } from './sections';

export const Privacy = sectionsGlobal({
  slug: 'privacy',
  label: 'Datenschutzerklärung',
  path: '/datenschutz',
  about: '(Art. 13 DSGVO)',
});
