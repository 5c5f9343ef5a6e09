'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useRef, useState } from 'react';
import { announce } from '@/components/layout/announce';
import { useSoftLinks } from '@/components/navigation/use-soft-links';
import { MAX_STOPS, moved, tripPath } from '@/lib/trip/list';
import { storedTrip, storeTrip } from './trip-store';
import styles from './TripPlan.module.css';

type Props = { slugs: string[]; fromAddress: boolean; children: React.ReactNode };

/**
 * What to do once the new plan is shown: focus the first element found of `focus` (CSS
 * selectors: the moved place's control, or what a link names in `data-then`), and say what
 * changed.
 */
type Pending = { focus: string[]; message: string };

const stopOf = (target: EventTarget | null) =>
  (target as Element | null)?.closest<HTMLElement>('li[data-slug]') ?? null;

/**
 * The trip plan's one client part, with listeners on the plan alone (use-soft-links' way): the
 * plan's links (up, down, remove, the shorter order, clear) become client-side navigations that
 * keep the view and the focus on the moved place, and say where it went; a place can be dragged to
 * another position; "Drucken" prints. It keeps the browser's list and the address in step: an
 * address that names a list makes it the visitor's list; the plain /merkliste shows the stored one.
 * A list from someone else's link, which lacks places of the visitor's own list, does not replace
 * hers unasked: she chooses to take it over, add it to hers or go back to hers (until then her
 * list stays stored, also while she rearranges the one shown). A list that holds all of hers (she
 * added a place with the form) is hers.
 */
export default function PlanControls({ slugs, fromAddress, children }: Props) {
  const t = useTranslations('TripActions');
  const router = useRouter();
  const soft = useSoftLinks({ scroll: false });
  const pending = useRef<Pending | null>(null);
  const dragged = useRef<string | null>(null);
  const key = slugs.join(',');
  /** Her own list while a shared one is shown; `undefined` until the page has looked. */
  const kept = useRef<string[] | null>(undefined);
  const [own, setOwn] = useState<string[] | null>(null);

  useEffect(() => {
    const list = key ? key.split(',') : [];
    if (kept.current === undefined) {
      const stored = storedTrip();
      const shared = fromAddress && stored.some((slug) => !list.includes(slug));
      kept.current = shared ? stored : null;
      // The choice is offered once the page is shown (a transition: nothing waits for it).
      if (shared) startTransition(() => setOwn(stored));
    }
    // While a shared list is shown, hers stays stored until she chooses.
    if (!kept.current) {
      if (fromAddress) storeTrip(list);
      else if (storedTrip().length) router.replace(tripPath(storedTrip()));
    }

    const target = pending.current;
    pending.current = null;
    if (!target) return;
    const element = target.focus
      .map((selector) => document.querySelector<HTMLElement>(selector))
      .find(Boolean);
    // A heading (the plan emptied) takes the focus too, as after any navigation (RouteFocus).
    if (element && !element.matches('a, button')) element.tabIndex = -1;
    element?.focus();
    announce(target.message);
  }, [key, fromAddress, router]);

  const titleOf = (slug: string) =>
    document.querySelector(`li[data-slug="${slug}"] h3`)?.textContent ?? slug;

  /** The control of a place to focus: the one of the same move, else its first. */
  const controlOf = (slug: string, move: string) => [
    `li[data-slug="${slug}"] a[data-move="${move}"]`,
    `li[data-slug="${slug}"] a[data-move]`,
  ];

  /** Where the place at `from` goes, and what to say then. */
  const expect = (slug: string, move: string, to: number): Pending => {
    const count = slugs.length;
    if (move === 'remove') {
      const rest = slugs.filter((other) => other !== slug);
      const message = t('removed', { title: titleOf(slug), count: rest.length });
      const next = rest[Math.min(slugs.indexOf(slug), rest.length - 1)];
      return { focus: next ? controlOf(next, move) : ['main h1'], message };
    }
    return {
      focus: controlOf(slug, move),
      message: t('moved', { title: titleOf(slug), position: to + 1, count }),
    };
  };

  /** Her choice about a shared list: the list that is hers from now on, and what to say. */
  const choose = (list: string[], message: string) => {
    kept.current = null;
    setOwn(null);
    storeTrip(list);
    if (list.join(',') === key) announce(message);
    else {
      pending.current = { focus: ['main h1'], message };
      router.replace(tripPath(list), { scroll: false });
    }
  };

  const onClick = (event: React.MouseEvent) => {
    const element = event.target as Element;
    if (element.closest('button[data-print]')) {
      window.print();
      return;
    }
    const move = element.closest<HTMLElement>('a[data-move]')?.dataset.move;
    const slug = stopOf(element)?.dataset.slug;
    // A link that goes away with its navigation (the shorter order, "Merkliste leeren") names
    // where the focus goes and what to say.
    const then = element.closest<HTMLElement>('a[data-then]')?.dataset;
    if (move && slug) {
      const index = slugs.indexOf(slug);
      pending.current = expect(slug, move, move === 'up' ? index - 1 : index + 1);
    } else if (then) {
      pending.current = { focus: [then.then!], message: then.said ?? '' };
    }
    soft.onClick(event);
  };

  const onDrop = (event: React.DragEvent) => {
    const to = stopOf(event.target)?.dataset.slug;
    const from = dragged.current;
    dragged.current = null;
    if (!from || !to || from === to) return;
    event.preventDefault();
    pending.current = expect(from, 'up', slugs.indexOf(to));
    router.push(tripPath(moved(slugs, slugs.indexOf(from), slugs.indexOf(to))), { scroll: false });
  };

  return (
    <div
      onClick={onClick}
      onDragStart={(event) => {
        dragged.current = stopOf(event.target)?.dataset.slug ?? null;
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (dragged.current && stopOf(event.target)) event.preventDefault();
      }}
      onDrop={onDrop}
    >
      {children}
      {own && (
        <section aria-label={t('sharedTitle')} className={styles.shared}>
          <p>{t('shared', { count: own.length })}</p>
          <div className={styles.sharedChoices}>
            <button
              type="button"
              className="button"
              onClick={() => choose(slugs, t('adopted', { count: slugs.length }))}
            >
              {t('adoptShared')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                const merged = [...own, ...slugs.filter((slug) => !own.includes(slug))];
                const list = merged.slice(0, MAX_STOPS);
                choose(list, t('merged', { count: list.length }));
              }}
            >
              {t('mergeShared')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => choose(own, t('ownShown', { count: own.length }))}
            >
              {t('showOwn')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
