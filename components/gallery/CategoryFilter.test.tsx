import { cleanup, screen } from '@testing-library/react';
import { renderDe } from '@/test/render';
import CategoryFilter from './CategoryFilter';

let pathname = '/galerie';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const categories = [
  { slug: 'natur', label: 'Natur', count: 30 },
  { slug: 'stadt', label: 'Städte', count: 1 },
];
const states = [
  { slug: 'kalifornien', label: 'Kalifornien', count: 2 },
  { slug: 'utah', label: 'Utah', count: 29 },
];

function renderAt(path: string) {
  pathname = path;
  renderDe(<CategoryFilter total={31} categories={categories} states={states} />);
  return screen.getByRole('navigation', { name: 'Nach Kategorie filtern' });
}

const chip = (name: RegExp) => screen.getByRole('link', { name });

describe('CategoryFilter', () => {
  it('links every category with its count and marks "Alle" on the first page', () => {
    renderAt('/galerie');
    expect(chip(/^Alle 31 Ziele$/)).toHaveAttribute('href', '/galerie');
    expect(chip(/^Natur 30 Ziele$/)).toHaveAttribute('href', '/galerie/kategorie/natur');
    expect(chip(/^Städte 1 Ziel$/)).toHaveAttribute('href', '/galerie/kategorie/stadt');
    expect(chip(/^Alle/)).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      '31 Ziele – Seite 1 von 3, Ziele 1 bis 12',
    );
  });

  it('marks the chosen category and counts its places', () => {
    renderAt('/galerie/kategorie/stadt');
    expect(chip(/^Städte/)).toHaveAttribute('aria-current', 'page');
    expect(chip(/^Alle/)).not.toHaveAttribute('aria-current');
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
    expect(chip(/^Alle/)).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('status')).toHaveTextContent(
      '29 Ziele im Bundesstaat Utah – Seite 2 von 3, Ziele 13 bis 24',
    );
  });

  it('marks the category of a later page as the current section', () => {
    renderAt('/galerie/kategorie/natur/seite/2');
    expect(chip(/^Natur/)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      '30 Ziele in der Kategorie „Natur“ – Seite 2 von 3, Ziele 13 bis 24',
    );
  });
});
