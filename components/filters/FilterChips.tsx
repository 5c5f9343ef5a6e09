'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useSoftLinks } from '@/components/navigation/use-soft-links';
import styles from './FilterChips.module.css';

/** A value a list can be filtered by (a category, a state), with how many places it has. */
export type FilterOption = { slug: string; label: string; count: number };

/**
 * One chip: a link to the filtered view, its count beside its label (the `aria-label` names both:
 * "Alaska 2 Ziele"). `current`: `page` on the view shown, `true` on a later page of that view.
 */
type Chip = { href: string; label: string; count: number; current?: 'page' | 'true' };

/**
 * A row of filter links ("chips") with their counts, used by the gallery and the map. On a narrow
 * screen the row scrolls sideways on its own instead of wrapping into many lines; the page does not.
 * The chips are plain links, which the row opens client-side and prefetches on intent (one set of
 * listeners for the row, use-soft-links.ts). `scroll={false}`: the view stays where it is (the
 * map's chips, far above the list they change).
 */
export default function FilterChips({ chips, scroll }: { chips: Chip[]; scroll?: false }) {
  const t = useTranslations('FilterChips');
  const links = useSoftLinks({ prefetch: true, scroll });
  const row = useRef<HTMLUListElement>(null);
  const shown = chips.find(({ current }) => current)?.href;
  const mounted = useRef(false);
  // A row that scrolls (a phone) starts at its first chip: the chip of the view shown, further
  // right ("Kalifornien"), is brought into the row's view. The row only, not the page. A row just
  // loaded with its first chip shown needs nothing; otherwise (another chip, or back to the first
  // in a row that stays on the page) the chip is measured in the browser's next frame, whose layout
  // the measuring then shares. Measured at once, it made the browser lay the page out in the task
  // that hydrates it (77 ms of /galerie's load at 20× CPU, 2026-12-06).
  useEffect(() => {
    const list = row.current;
    const chip = list?.querySelector('[aria-current]');
    const loaded = !mounted.current;
    mounted.current = true;
    if (!list || !chip || (loaded && list.firstElementChild?.contains(chip))) return;
    const frame = requestAnimationFrame(() => {
      const { left, right } = list.getBoundingClientRect();
      const at = chip.getBoundingClientRect();
      const padding = parseFloat(getComputedStyle(list).paddingInlineStart);
      if (at.right > right - padding) list.scrollLeft += at.right - right + padding;
      else if (at.left < left + padding) list.scrollLeft -= left + padding - at.left;
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return (
    <ul
      ref={row}
      className={styles.chips}
      {...links}
      onFocus={(event) => {
        links.onFocus(event);
        // Focus scrolls a chip that is partly in view no further: the whole chip and its outline
        // are brought into the row's view (docs/features.md#the-gallery).
        event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }}
    >
      {chips.map(({ href, label, count, current }) => (
        <li key={href}>
          <a
            href={href}
            data-soft=""
            aria-label={t('chip', { label, count })}
            className={`button ${current === undefined ? 'button-secondary' : ''} ${styles.chip}`}
            aria-current={current}
          >
            {label}
            {/*
             * An element after the label, not the link's ::after: a pseudo-element is there as
             * soon as the link is, and moves when the label's text arrives after it (a layout
             * shift while the page is still coming in).
             */}
            <span className={styles.count}>{count}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The count of the places a filter shows: a live region, announced when a chip changes it. */
export function FilterStatus({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className={styles.status}>
      {children}
    </p>
  );
}
