import { act, screen } from '@testing-library/react';
import { STORAGE_KEY } from '@/lib/trip/list';
import { hydrationRenders } from '@/test/render';
import { storeTrip } from './trip-store';
import TripLink from './TripLink';
import TripToggleHandler from './TripToggleHandler';

jest.mock('next/navigation', () => ({
  usePathname: () => '/impressum',
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));

const link = () => screen.getByRole('link', { name: /^Merkliste/ });
/** The browser is idle after the page's load (jsdom has no requestIdleCallback: a timer). */
const idle = () => act(() => jest.runOnlyPendingTimers());

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

describe('TripLink', () => {
  it('hydrates in one render when the visitor has no list, as the prerendered page shows it', () => {
    hydrationRenders(<TripLink />, (renders) => {
      expect(renders).toEqual(['mount']);
      idle();
      expect(link()).toHaveAccessibleName('Merkliste');
      expect(link()).toHaveAttribute('href', '/merkliste');
      expect(link()).toHaveTextContent('');
    });
  });

  it('reads a stored list once the browser is idle after hydrating: its count, and the plan with its places', () => {
    window.localStorage.setItem(STORAGE_KEY, 'zion,grand-canyon');
    hydrationRenders(<TripLink />, (renders) => {
      // Hydrating reads no storage: the task that hydrates stays as short as it can.
      expect(renders).toEqual(['mount']);
      expect(link()).toHaveAccessibleName('Merkliste');
      idle();
      expect(link()).toHaveAccessibleName('Merkliste, 2 Ziele');
      expect(link()).toHaveAttribute('href', '/merkliste?orte=zion,grand-canyon');
      expect(link()).toHaveTextContent('2');
    });
  });

  it('follows the list once it has read it: a place added on the page counts at once', () => {
    hydrationRenders(<TripLink />, () => {
      idle();
      act(() => storeTrip(['zion']));
      expect(link()).toHaveAccessibleName('Merkliste, 1 Ziel');
    });
  });
});

describe('TripToggleHandler', () => {
  it('takes a place added before the browser is idle at once: its count, and its form marked as listed', () => {
    window.localStorage.setItem(STORAGE_KEY, 'zion');
    // A TripToggle of the page ("Auf die Merkliste" for Grand Canyon), as the server renders it.
    const toggle = document.body.appendChild(document.createElement('form'));
    toggle.dataset.trip = 'grand-canyon';
    try {
      hydrationRenders(
        <>
          <TripLink />
          <TripToggleHandler />
        </>,
        () => {
          act(() => toggle.requestSubmit());
          expect(link()).toHaveAccessibleName('Merkliste, 2 Ziele');
          expect(toggle).toHaveAttribute('data-listed');
          expect(window.localStorage.getItem(STORAGE_KEY)).toBe('zion,grand-canyon');
        },
      );
    } finally {
      toggle.remove();
    }
  });

  it('renders nothing of its own, and hydrates in one render', () => {
    hydrationRenders(<TripToggleHandler />, (renders) => {
      expect(renders).toEqual(['mount']);
      expect(screen.queryByRole('link')).toBeNull();
    });
  });
});
