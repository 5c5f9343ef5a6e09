'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ComponentProps } from 'react';
import { isMapPage } from '@/lib/map/page.mjs';
import { googleMapsSettings } from '@/lib/map/settings';
import { isTripMapPage } from '@/lib/trip/list';

/**
 * The pages whose Content-Security-Policy allows Google's hosts, by kind: the map's pages (after
 * consent, their map), and with a Maps key the trip plan (its map after consent).
 */
function googlePolicyOf(pathname: string) {
  if (isMapPage(pathname)) return 'map';
  return isTripMapPage(pathname, Boolean(googleMapsSettings().apiKey)) ? 'trip' : null;
}

/**
 * Whether a link from `pathname` must load its page as a document: it leads to a page with a
 * Content-Security-Policy of its own (Google's hosts), which applies only to a loaded document.
 */
export function loadsAsDocument(href: string, pathname: string) {
  const target = googlePolicyOf(href.split('?')[0]!);
  return target !== null && target !== googlePolicyOf(pathname);
}

/**
 * next/link that prefetches its page once the visitor shows intent (pointer over it, a touch,
 * keyboard focus) instead of as soon as it scrolls into view: a page full of links would otherwise
 * fetch and process every linked page right after loading, while the phone is still busy with it
 * (Next.js guide "Prefetching", hover-triggered prefetch). `prefetch={false}` still turns it off.
 *
 * A link to the map's pages or the trip plan from any other page is a plain <a>: they have a
 * Content-Security-Policy of their own (Google's hosts), which applies only when they are loaded
 * as a document. Between the map's pages (its category chips), and from the trip plan to itself,
 * the navigation stays client-side, under the same policy, and the loaded map stays.
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
  const pathname = usePathname();
  const { href } = props;
  if (typeof href === 'string' && loadsAsDocument(href, pathname)) {
    const handlers = { onMouseEnter, onTouchStart, onFocus };
    return <a {...props} {...handlers} href={href} />;
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
