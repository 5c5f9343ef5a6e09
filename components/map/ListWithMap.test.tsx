import { act, fireEvent, render, screen } from '@testing-library/react';
import { connectMap } from './selection';
import ListWithMap from './ListWithMap';

const list = () => (
  <ListWithMap>
    <ul>
      <li>
        <h3>Boston</h3>
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

  it('marks the entry of the place the address names (?ort=)', () => {
    window.history.replaceState(null, '', '/karte?ort=boston');
    render(list());
    expect(screen.getByRole('listitem')).toHaveAttribute('aria-current', 'true');
    window.history.replaceState(null, '', '/');
  });
});
