'use client';

import { usePathname } from 'next/navigation';
import { loadsAsDocument } from '@/components/navigation/IntentLink';
import { useSoftLinks } from '@/components/navigation/use-soft-links';

export type NavItem = { href: string; label: string };

/** Marks the current page with aria-current="page" and its section (e.g. an item of the gallery) with "true". */
export function currentState(pathname: string, href: string): 'page' | 'true' | undefined {
  if (pathname === href) return 'page';
  if (href !== '/' && pathname.startsWith(`${href}/`)) return 'true';
  return undefined;
}

/**
 * The header's and the footer's links: plain links that the list opens client-side and prefetches
 * on intent (one set of listeners, use-soft-links.ts), as IntentLink would, without a next/link per
 * item on every page. A link to a page with a policy of its own (the map's) loads it as a document.
 */
export default function NavLinks({ items, className }: { items: NavItem[]; className?: string }) {
  const pathname = usePathname();
  const links = useSoftLinks({ prefetch: true });
  return (
    <ul className={className} {...links}>
      {items.map(({ href, label }) => (
        <li key={href}>
          <a
            href={href}
            data-soft={loadsAsDocument(href, pathname) ? undefined : ''}
            aria-current={currentState(pathname, href)}
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
