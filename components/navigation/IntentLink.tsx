'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * next/link that prefetches its page once the visitor shows intent (pointer over it, a touch,
 * keyboard focus) instead of as soon as it scrolls into view: a page full of links would otherwise
 * fetch and process every linked page right after loading, while the phone is still busy with it
 * (Next.js guide "Prefetching", hover-triggered prefetch). `prefetch={false}` still turns it off.
 */
export default function IntentLink({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
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
      prefetch={intent && prefetch !== false ? null : false}
      onMouseEnter={noting(onMouseEnter)}
      onTouchStart={noting(onTouchStart)}
      onFocus={noting(onFocus)}
    />
  );
}
