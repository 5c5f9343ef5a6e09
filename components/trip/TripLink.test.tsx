import { screen } from '@testing-library/react';
import { STORAGE_KEY } from '@/lib/trip/list';
import { hydrationRenders } from '@/test/render';
import TripLink from './TripLink';

jest.mock('next/navigation', () => ({
  usePathname: () => '/impressum',
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));

const link = () => screen.getByRole('link', { name: /^Merkliste/ });

afterEach(() => window.localStorage.clear());

describe('TripLink', () => {
  it('hydrates in one render when the visitor has no list, as the prerendered page shows it', () => {
    const renders = hydrationRenders(<TripLink />, () => {
      expect(link()).toHaveAccessibleName('Merkliste');
      expect(link()).toHaveAttribute('href', '/merkliste');
      expect(link()).toHaveTextContent('');
    });
    expect(renders).toEqual(['mount']);
  });

  it('shows a stored list right after hydrating: its count, and the plan with its places', () => {
    window.localStorage.setItem(STORAGE_KEY, 'zion,grand-canyon');
    const renders = hydrationRenders(<TripLink />, () => {
      expect(link()).toHaveAccessibleName('Merkliste, 2 Orte');
      expect(link()).toHaveAttribute('href', '/merkliste?orte=zion,grand-canyon');
      expect(link()).toHaveTextContent('2');
    });
    expect(renders).toEqual(['mount', 'update']);
  });
});
