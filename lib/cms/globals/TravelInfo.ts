import { sectionsGlobal } from './sections';

export const TravelInfo = sectionsGlobal({
  slug: 'travel-info',
  label: 'Reiseinfos',
  path: '/reiseinfos',
  about: '(Einreise, Autofahren, Geld, Sicherheit)',
});
