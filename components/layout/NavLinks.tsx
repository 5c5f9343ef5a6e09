'use client';

import Link from '@/components/navigation/IntentLink';
import { usePathname } from 'next/navigation';

export type NavItem = { href: string; label: string };

/** Marks the current page with aria-current="page" and its section (e.g. an item of the gallery) with "true". */
export function currentState(pathname: string, href: string): 'page' | 'true' | undefined {
  if (pathname === href) return 'page';
  if (href !== '/' && pathname.startsWith(`${href}/`)) return 'true';
  return undefined;
}

export default function NavLinks({ items, className }: { items: NavItem[]; className?: string }) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {items.map(({ href, label }) => (
        <li key={href}>
          <Link href={href} aria-current={currentState(pathname, href)}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
