import { cleanup, screen } from '@testing-library/react';
import { renderDe } from '@/test/render';
import CategoryFilter from './CategoryFilter';

let pathname = '/galerie';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));

const categories = [
  { slug: 'natur', label: 'Natur' },
  { slug: 'stadt', label: 'Städte' },
];
/** 31 places: Natur 30 (Kalifornien 1, Utah 29), Städte 1 (Kalifornien). */
const places = [
  { category: 'stadt', state: 'Kalifornien' },
  { category: 'natur', state: 'Kalifornien' },
  ...Array.from({ length: 29 }, () => ({ category: 'natur', state: 'Utah' })),
];

function renderAt(path: string) {
  pathname = path;
  renderDe(<CategoryFilter places={places} categories={categories} />);
  return screen.getByRole('navigation', { name: 'Nach Kategorie filtern' });
}

const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('aria-current'))
    .map((link) => link.getAttribute('aria-label'));

const chip = (name: RegExp) => screen.getByRole('link', { name });

describe('CategoryFilter', () => {
  it('links every category with its count and marks "Alle" on the first page', () => {
    renderAt('/galerie');
    expect(chip(/^Alle 31 Ziele$/)).toHaveAttribute('href', '/galerie');
    expect(chip(/^Natur 30 Ziele$/)).toHaveAttribute('href', '/galerie/kategorie/natur');
    expect(chip(/^Städte 1 Ziel$/)).toHaveAttribute('href', '/galerie/kategorie/stadt');
    expect(chip(/^Alle 31/)).toHaveAttribute('aria-current', 'page');
    expect(current()).toEqual(['Alle 31 Ziele', 'Alle Bundesstaaten 31 Ziele']);
    expect(screen.getByRole('status')).toHaveTextContent('31 Ziele – Seite 1 von 3: 1 bis 12');
  });

  it('marks the chosen category and counts its places', () => {
    renderAt('/galerie/kategorie/stadt');
    expect(chip(/^Städte/)).toHaveAttribute('aria-current', 'page');
    expect(chip(/^Alle 31/)).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 Ziel in der Kategorie „Städte“$/);
  });

  it('links every state, folded away until one is chosen, then marks it and counts its places', () => {
    renderAt('/galerie');
    const stateFilter = screen.getByRole('navigation', { name: 'Nach Bundesstaat filtern' });
    expect(stateFilter.closest('details')).not.toHaveAttribute('open');
    expect(chip(/^Kalifornien 2 Ziele$/)).toHaveAttribute(
      'href',
      '/galerie/bundesstaat/kalifornien',
    );
    cleanup();

    renderAt('/galerie/bundesstaat/utah/seite/2');
    expect(
      screen.getByRole('navigation', { name: 'Nach Bundesstaat filtern' }).closest('details'),
    ).toHaveAttribute('open');
    expect(chip(/^Utah/)).toHaveAttribute('aria-current', 'true');
    // "Alle" of the categories, within Utah, is the view shown; "Alle Bundesstaaten" is not.
    expect(chip(/^Alle 29/)).toHaveAttribute('aria-current', 'true');
    expect(chip(/^Alle Bundesstaaten/)).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('status')).toHaveTextContent(
      '29 Ziele im Bundesstaat Utah – Seite 2 von 3: 13 bis 24',
    );
  });

  it('marks the category of a later page as the current section', () => {
    renderAt('/galerie/kategorie/natur/seite/2');
    expect(chip(/^Natur/)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      '30 Ziele in der Kategorie „Natur“ – Seite 2 von 3: 13 bis 24',
    );
  });

  it('keeps the state when a category is chosen and the other way round, offering only what has places', () => {
    renderAt('/galerie/bundesstaat/kalifornien');
    expect(chip(/^Natur 1 Ziel$/)).toHaveAttribute(
      'href',
      '/galerie/kategorie/natur/bundesstaat/kalifornien',
    );
    expect(chip(/^Alle 2 Ziele$/)).toHaveAttribute('href', '/galerie/bundesstaat/kalifornien');
    cleanup();

    renderAt('/galerie/kategorie/stadt');
    expect(chip(/^Kalifornien 1 Ziel$/)).toHaveAttribute(
      'href',
      '/galerie/kategorie/stadt/bundesstaat/kalifornien',
    );
    expect(screen.queryByRole('link', { name: /^Utah/ })).toBeNull();
    expect(chip(/^Alle Bundesstaaten 1 Ziel$/)).toHaveAttribute('href', '/galerie/kategorie/stadt');
  });

  it('marks both choices of a combined view and counts its places', () => {
    renderAt('/galerie/kategorie/natur/bundesstaat/utah/seite/2');
    expect(chip(/^Natur 29 Ziele$/)).toHaveAttribute('aria-current', 'true');
    expect(chip(/^Utah 29 Ziele$/)).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('link', { name: /^Städte/ })).toBeNull();
    expect(chip(/^Alle 29 Ziele$/)).toHaveAttribute('href', '/galerie/bundesstaat/utah');
    expect(chip(/^Alle Bundesstaaten 30 Ziele$/)).toHaveAttribute(
      'href',
      '/galerie/kategorie/natur',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '29 Ziele in der Kategorie „Natur“ im Bundesstaat Utah – Seite 2 von 3: 13 bis 24',
    );
  });
});
