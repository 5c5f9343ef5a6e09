'use client';

import { usePathname, useRouter, useSelectedLayoutSegment } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { PLACE_TITLE_ID } from '@/lib/gallery';
import styles from './ItemOverlay.module.css';

/** The visible link to a place in the grid (the tile that opened it, or the one of the place shown). */
function tileOf(slug: string) {
  return Array.from(document.querySelectorAll<HTMLElement>(`main a[href="/galerie/${slug}"]`)).find(
    (link) => link.getClientRects().length > 0 && !link.closest('dialog'),
  );
}

type Props = { children: React.ReactNode; closeLabel: string };

/**
 * The modal dialog around the `@modal` slot: a place opened from the grid (an intercepted route)
 * shows here over the grid, while the address is the place's own page. A direct visit of that
 * address renders the full page instead, because the slot is only filled by client navigation.
 *
 * Escape and the close button go back in the history, to the grid; then the focus returns to the
 * tile of the place shown (or the element that opened the overlay).
 */
export default function ItemOverlay({ children, closeLabel }: Props) {
  const slug = useSelectedLayoutSegment('modal');
  const pathname = usePathname();
  // A soft navigation elsewhere in /galerie (e.g. the category link) keeps the slot's last content.
  const open = slug !== null && pathname === `/galerie/${slug}`;
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const shown = useRef<{ open: boolean; slug: string | null; opener: HTMLElement | null }>({
    open: false,
    slug: null,
    opener: null,
  });

  useEffect(() => {
    const element = dialog.current!;
    const before = shown.current;
    shown.current = { open, slug, opener: before.opener };
    if (open && !before.open) {
      shown.current.opener =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (open && before.slug !== slug) {
      // The previous/next link that was used is gone with the old content.
      document.getElementById(PLACE_TITLE_ID)?.focus();
    } else if (!open && before.open) {
      if (element.open) element.close();
      const back = (before.slug && tileOf(before.slug)) || before.opener;
      back?.focus();
      // After the overlay's previous/next links, the tile of the place shown may lie far outside
      // the part of the grid that was visible. The browser would restore the grid's scroll
      // position after this (see the click listener below), so the tile is scrolled into view
      // here, and the grid's history entry restores its position again from now on.
      back?.scrollIntoView({ block: 'nearest' });
      window.history.scrollRestoration = 'auto';
    }
  }, [open, slug]);

  useEffect(() => {
    // A tile opens the overlay by a new history entry, and closing goes back to the grid's entry.
    // Going back, the browser would restore that entry's scroll position after the focus has
    // moved to the tile of the place shown last: the grid's entry restores nothing while the
    // overlay is open (history.scrollRestoration belongs to the entry that is current).
    const opening = (event: MouseEvent) => {
      const tile = event.target instanceof Element ? event.target.closest('a') : null;
      if (tile?.closest('[data-masonry]')) window.history.scrollRestoration = 'manual';
    };
    document.addEventListener('click', opening, true);
    return () => document.removeEventListener('click', opening, true);
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.overlay}
      aria-labelledby={open ? PLACE_TITLE_ID : undefined}
      // Escape or the button closed the dialog while the address still shows the place.
      onClose={() => shown.current.open && router.back()}
    >
      <button
        type="button"
        className={`button button-secondary ${styles.close}`}
        onClick={() => dialog.current?.close()}
      >
        {closeLabel}
      </button>
      <div className={styles.body}>{open && children}</div>
    </dialog>
  );
}
