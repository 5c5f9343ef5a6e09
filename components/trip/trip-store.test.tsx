import { act } from '@testing-library/react';
import { STORAGE_KEY } from '@/lib/trip/list';
import { hydrationRenders } from '@/test/render';
import { useStoredTrip } from './trip-store';

/** What a component of the page sees of the store. */
function Stored() {
  return <output>{String(useStoredTrip())}</output>;
}

const shown = () => document.querySelector('output')?.textContent;
/** The browser is idle after the page's load (jsdom has no requestIdleCallback: a timer). */
const idle = () => act(() => jest.runOnlyPendingTimers());

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

describe('useStoredTrip', () => {
  it('renders no second time when the browser, once idle, finds no list', () => {
    hydrationRenders(<Stored />, (renders) => {
      idle();
      expect(renders).toEqual(['mount']);
      expect(shown()).toBe('null');
    });
  });

  it('reads the stored list when the browser is idle, not while hydrating', () => {
    window.localStorage.setItem(STORAGE_KEY, 'zion');
    hydrationRenders(<Stored />, (renders) => {
      expect(shown()).toBe('null');
      idle();
      expect(renders).toEqual(['mount', 'update']);
      expect(shown()).toBe('zion');
    });
  });

  it('reads the storage once for every part of the page that shows the list', () => {
    window.localStorage.setItem(STORAGE_KEY, 'zion');
    const reads = jest.spyOn(Storage.prototype, 'getItem');
    try {
      hydrationRenders(
        <>
          <Stored />
          <Stored />
          <Stored />
        </>,
        () => {
          idle();
          const outputs = [...document.querySelectorAll('output')].map((out) => out.textContent);
          expect(outputs).toEqual(['zion', 'zion', 'zion']);
          expect(reads).toHaveBeenCalledTimes(1);
        },
      );
    } finally {
      reads.mockRestore();
    }
  });

  it('follows a change of another tab once the browser was idle', () => {
    hydrationRenders(<Stored />, () => {
      idle();
      window.localStorage.setItem(STORAGE_KEY, 'denali');
      act(() => window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY })));
      expect(shown()).toBe('denali');
    });
  });
});
