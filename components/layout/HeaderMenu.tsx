'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import NavLinks, { type NavItem } from './NavLinks';
import styles from './Header.module.css';

const NAVIGATION_ID = 'main-navigation';

type Props = { label: string; navigationLabel: string; items: NavItem[] };

/**
 * The main navigation. On a phone it folds behind a menu button (a disclosure: `aria-expanded`,
 * Enter or Space opens and closes it, Escape closes it and returns to the button) and closes when a
 * page is chosen, when the focus leaves it and on a tap outside it. Without JavaScript the button
 * is not shown and the navigation lies open (`@media (scripting: none)`, Header.module.css); on a
 * wide screen it always lies open.
 */
export default function HeaderMenu({ label, navigationLabel, items }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Adjusting state while rendering: the new page comes with the menu closed.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <div
      ref={menu}
      className={styles.menu}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget))
          setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={NAVIGATION_ID}
        onClick={() => setOpen(!open)}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </svg>
        <span className={styles.menuLabel}>{label}</span>
      </button>
      <nav
        id={NAVIGATION_ID}
        className={styles.navigation}
        data-open={open || undefined}
        aria-label={navigationLabel}
      >
        <NavLinks className={styles.nav} items={items} />
      </nav>
    </div>
  );
}
