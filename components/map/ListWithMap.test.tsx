import { act, fireEvent, render, screen } from '@testing-library/react';
import { connectMap } from './selection';
import ListWithMap from './ListWithMap';

// Next's router, which the list's links use; recorded, so that a test sees where a click leads.
const pushed: string[] = [];
jest.mock('next/navigation', () => ({
  usePathname: () => '/karte',
  useRouter: () => ({ push: (href: string) => pushed.push(href) }),
}));
beforeEach(() => {
  pushed.length = 0;
});

const list = () => (
  <ListWithMap>
    <ul>
      <li>
        <h3>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- as PlaceList renders it */}
          <a href="/galerie/boston" data-soft="">
            Boston
          </a>
        </h3>
        <button type="button" data-place="boston">
          Auf der Karte zeigen
        </button>
      </li>
    </ul>
  </ListWithMap>
);

describe('ListWithMap', () => {
  it('marks the list while a map is loaded and sends the clicked place to it', () => {
    const { container } = render(list());
    const wrapper = container.firstElementChild!;
    expect(wrapper).not.toHaveAttribute('data-map');

    const shown: string[] = [];
    let disconnect = () => {};
    act(() => {
      disconnect = connectMap((slug) => shown.push(slug));
    });
    expect(wrapper).toHaveAttribute('data-map', 'loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Auf der Karte zeigen' }));
    expect(shown).toEqual(['boston']);

    act(() => disconnect());
    expect(wrapper).not.toHaveAttribute('data-map');
  });

  it('ignores clicks elsewhere in the list', () => {
    render(list());
    const shown: string[] = [];
    let disconnect = () => {};
    act(() => {
      disconnect = connectMap((slug) => shown.push(slug));
    });
    fireEvent.click(screen.getByRole('heading', { name: 'Boston' }));
    expect(shown).toEqual([]);
    act(() => disconnect());
  });

  it("opens a place's page client-side on a plain click, as the browser does on any other", () => {
    render(list());
    const link = screen.getByRole('link', { name: 'Boston' });
    fireEvent.click(link);
    expect(pushed).toEqual(['/galerie/boston']);
    // With a modifier key (a new tab or window) the browser follows the link itself.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(pushed).toEqual(['/galerie/boston']);
  });

  it('marks the entry of the place the address names (?ort=)', () => {
    window.history.replaceState(null, '', '/karte?ort=boston');
    render(list());
    expect(screen.getByRole('listitem')).toHaveAttribute('aria-current', 'true');
    window.history.replaceState(null, '', '/');
  });
});
