import { fireEvent, render, screen } from '@testing-library/react';
import NavLinks, { currentState } from './NavLinks';

let pathname = '/';
const push = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push, prefetch: () => {} }),
}));

const items = [
  { href: '/', label: 'Start' },
  { href: '/galerie', label: 'Galerie' },
  { href: '/kontakt', label: 'Kontakt' },
  { href: '/karte', label: 'Karte' },
];

describe('NavLinks', () => {
  it('marks the current page with aria-current="page"', () => {
    pathname = '/kontakt';
    render(<NavLinks items={items} />);
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Start' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Galerie' })).not.toHaveAttribute('aria-current');
  });

  it('marks the section of a sub-page, but never the start page for every path', () => {
    pathname = '/galerie/grand-canyon';
    render(<NavLinks items={items} />);
    expect(screen.getByRole('link', { name: 'Galerie' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Start' })).not.toHaveAttribute('aria-current');
  });

  it('opens a page client-side, but loads the map, whose policy is its own, as a document', () => {
    pathname = '/galerie';
    render(<NavLinks items={items} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Kontakt' }))).toBe(false);
    expect(push).toHaveBeenCalledWith('/kontakt', { scroll: true });
    push.mockClear();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Karte' }))).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('does not treat a path that merely starts with the same letters as a sub-page', () => {
    expect(currentState('/galerie-alt', '/galerie')).toBeUndefined();
    expect(currentState('/', '/')).toBe('page');
  });
});
