'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { announce } from '@/components/layout/announce';
import { useSoftLinks } from '@/components/navigation/use-soft-links';
import { moved, tripPath } from '@/lib/trip/list';
import { storedTrip, storeTrip } from './trip-store';

type Props = { slugs: string[]; fromAddress: boolean; children: React.ReactNode };

/** What to do once the new plan is shown: focus a place's control, and say what changed. */
type Pending = { slug: string; move: string; message: string };

const stopOf = (target: EventTarget | null) =>
  (target as Element | null)?.closest<HTMLElement>('li[data-slug]') ?? null;

/**
 * The trip plan's one client part, with listeners on the plan alone (use-soft-links' way): the
 * plan's links (up, down, remove, the shorter order, clear) become client-side navigations that
 * keep the view and the focus on the moved place, and say where it went; a place can be dragged to
 * another position; "Drucken" prints. It keeps the browser's list and the address in step: an
 * address that names a list makes it the visitor's list; the plain /merkliste shows the stored one.
 */
export default function PlanControls({ slugs, fromAddress, children }: Props) {
  const t = useTranslations('TripActions');
  const router = useRouter();
  const soft = useSoftLinks({ scroll: false });
  const pending = useRef<Pending | null>(null);
  const dragged = useRef<string | null>(null);
  const key = slugs.join(',');

  useEffect(() => {
    const list = key ? key.split(',') : [];
    if (fromAddress) storeTrip(list);
    else if (storedTrip().length) router.replace(tripPath(storedTrip()));

    const target = pending.current;
    pending.current = null;
    if (!target) return;
    const stop = document.querySelector(`li[data-slug="${target.slug}"]`);
    const control =
      stop?.querySelector<HTMLElement>(`a[data-move="${target.move}"]`) ??
      stop?.querySelector<HTMLElement>('a[data-move]');
    control?.focus();
    announce(target.message);
  }, [key, fromAddress, router]);

  const titleOf = (slug: string) =>
    document.querySelector(`li[data-slug="${slug}"] h3`)?.textContent ?? slug;

  /** Where the place at `from` goes, and what to say then. */
  const expect = (slug: string, move: string, to: number): Pending => {
    const count = slugs.length;
    if (move === 'remove') {
      const rest = slugs.filter((other) => other !== slug);
      const message = t('removed', { title: titleOf(slug), count: rest.length });
      return { slug: rest[Math.min(slugs.indexOf(slug), rest.length - 1)] ?? '', move, message };
    }
    return { slug, move, message: t('moved', { title: titleOf(slug), position: to + 1, count }) };
  };

  const onClick = (event: React.MouseEvent) => {
    const element = event.target as Element;
    if (element.closest('button[data-print]')) {
      window.print();
      return;
    }
    const move = element.closest<HTMLElement>('a[data-move]')?.dataset.move;
    const slug = stopOf(element)?.dataset.slug;
    if (move && slug) {
      const index = slugs.indexOf(slug);
      pending.current = expect(slug, move, move === 'up' ? index - 1 : index + 1);
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
    </div>
  );
}
