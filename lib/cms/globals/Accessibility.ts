import { sectionsGlobal } from './sections';

export const Accessibility = sectionsGlobal({
  slug: 'accessibility',
  label: 'Erklärung zur Barrierefreiheit',
  path: '/barrierefreiheit',
  about: '(wie zugänglich die Website ist, was noch fehlt, wie man Mängel meldet)',
});
