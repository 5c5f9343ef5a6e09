import { screen } from '@testing-library/react';
import { renderDe } from '@/test/render';
import CategoryFilter from './CategoryFilter';

let pathname = '/galerie';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const categories = [
  { slug: 'natur', label: 'Natur', count: 30 },
  { slug: 'stadt', label: 'Städte', count: 1 },
];

function renderAt(path: string) {
  pathname = path;
  renderDe(<CategoryFilter total={31} categories={categories} />);
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
      '31 Ziele – Seite 1 von 2, Ziele 1 bis 24',
    );
  });

  it('marks the chosen category and counts its places', () => {
    renderAt('/galerie/kategorie/stadt');
    expect(chip(/^Städte/)).toHaveAttribute('aria-current', 'page');
    expect(chip(/^Alle/)).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 Ziel in der Kategorie „Städte“$/);
  });

  it('marks the category of a later page as the current section', () => {
    renderAt('/galerie/kategorie/natur/seite/2');
    expect(chip(/^Natur/)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      '30 Ziele in der Kategorie „Natur“ – Seite 2 von 2, Ziele 25 bis 30',
    );
  });
});
