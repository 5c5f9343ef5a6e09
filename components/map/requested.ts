import { usePathname } from 'next/navigation';
import { startTransition, useEffect, useRef, useState } from 'react';
import { PLACE_QUERY } from '@/lib/map/page.mjs';

const requested = () => new URLSearchParams(window.location.search).get(PLACE_QUERY);

/**
 * The place the address names (`?ort=<slug>`), read in the browser after hydrating, again when
 * the map's address changes (a category chip, back and forward): the map's pages are prerendered
 * without their query, so the server renders none (reading it through `useSearchParams` would leave
 * the map out of the prerendered HTML). The mark is rendered as a transition, in slices between
 * which the browser stays responsive, not at once in the task that ends hydration (the drawn map
 * with every dot, the list).
 */
export function useRequestedPlace(): string | null {
  const [place, setPlace] = useState<string | null>(null);
  const shown = useRef(place);
  const pathname = usePathname();
  useEffect(() => {
    const update = () => {
      const value = requested();
      if (value === shown.current) return;
      shown.current = value;
      startTransition(() => setPlace(value));
    };
    update();
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, [pathname]);
  return place;
}
