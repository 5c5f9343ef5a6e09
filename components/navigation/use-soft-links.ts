import { useRouter } from 'next/navigation';

const linkOf = (event: React.SyntheticEvent) =>
  (event.target as Element).closest<HTMLAnchorElement>('a[data-soft]');

/**
 * Client-side navigation for the plain links (`<a data-soft>`) inside one element, through handlers
 * on that element: a list of many links hydrates one set of listeners instead of a next/link per
 * link (each cost a phone about 1 ms of hydration, docs/decisions.md#light-pages). A plain click
 * opens the page as next/link does; a click with a modifier key (new tab or window) is left to the
 * browser. With `prefetch`, the page is prefetched on intent (pointer, touch, keyboard focus), as
 * IntentLink does. `scroll: false`: the view stays where it is.
 */
export function useSoftLinks({ prefetch = false, scroll = true } = {}) {
  const router = useRouter();
  const intent = (event: React.SyntheticEvent) => {
    const href = linkOf(event)?.getAttribute('href');
    if (prefetch && href) router.prefetch(href);
  };
  const onClick = (event: React.MouseEvent) => {
    const href = linkOf(event)?.getAttribute('href');
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!href || event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    router.push(href, { scroll });
  };
  return { onClick, onPointerOver: intent, onTouchStart: intent, onFocus: intent };
}
