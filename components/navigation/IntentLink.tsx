'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';
import { MAP_PAGE } from '@/lib/map/page.mjs';

/**
 * next/link that prefetches its page once the visitor shows intent (pointer over it, a touch,
 * keyboard focus) instead of as soon as it scrolls into view: a page full of links would otherwise
 * fetch and process every linked page right after loading, while the phone is still busy with it
 * (Next.js guide "Prefetching", hover-triggered prefetch). `prefetch={false}` still turns it off.
 *
 * A link to the map page is a plain <a>: the map page has a Content-Security-Policy of its own
 * (Google's hosts), which applies only when it is loaded as a document.
 */
export default function IntentLink({
  prefetch,
  replace,
  scroll,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  if (typeof props.href === 'string' && props.href.split('?')[0] === MAP_PAGE) {
    const handlers = { onMouseEnter, onTouchStart, onFocus };
    return <a {...props} {...handlers} href={props.href} />;
  }
  /** The caller's handler, after noting the intent. */
  const noting =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <Link
      {...props}
      replace={replace}
      scroll={scroll}
      prefetch={intent && prefetch !== false ? null : false}
      onMouseEnter={noting(onMouseEnter)}
      onTouchStart={noting(onTouchStart)}
      onFocus={noting(onFocus)}
    />
  );
}
