import { fireEvent, render, screen } from '@testing-library/react';
import HeaderMenu from './HeaderMenu';

let pathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));

const items = [
  { href: '/', label: 'Start' },
  { href: '/reiseinfos', label: 'Reiseinfos' },
];
const menu = () => <HeaderMenu label="Menü" navigationLabel="Hauptnavigation" items={items} />;
const button = () => screen.getByRole('button', { name: 'Menü' });
const navigation = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });

describe('HeaderMenu', () => {
  beforeEach(() => {
    pathname = '/';
  });

  it('is a disclosure button of the navigation: it opens and closes it', () => {
    render(menu());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveAttribute('aria-controls', navigation().id);
    expect(navigation()).not.toHaveAttribute('data-open');
    fireEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(navigation()).toHaveAttribute('data-open');
    fireEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives the focus back to its button', () => {
    render(menu());
    fireEvent.click(button());
    const link = screen.getByRole('link', { name: 'Reiseinfos' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();
  });

  it('closes when another page is shown', () => {
    const { rerender } = render(menu());
    fireEvent.click(button());
    pathname = '/reiseinfos';
    rerender(menu());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Reiseinfos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
