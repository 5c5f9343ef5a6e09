'use client';

import { createContext, use, useCallback, useMemo, useRef, useState } from 'react';
import styles from './PhotoViewer.module.css';

/** One photo the viewer shows, rendered by the server. */
export type ViewerPhoto = {
  /** What the photo shows (its alt text): the dialog's name while it is shown. */
  title: string;
  /** The photo in its large size with its credit, shown in the dialog. */
  large: React.ReactNode;
};

type Props = {
  /** Every photo the PhotoLinks inside lead to, in the order the steps go through them. */
  photos: ViewerPhoto[];
  labels: {
    /** The links' name before the photo's alt text, e.g. "Foto vergrößern". */
    open: string;
    close: string;
    previous: string;
    next: string;
    /** Where each photo stands in the list, e.g. "Foto 1 von 3". */
    positions: string[];
  };
  /** The page's part that holds the PhotoLinks, wherever they stand in it. */
  children: React.ReactNode;
};

type Viewer = {
  /** The link's click handler: opens the photo at `index` of the viewer's photos in the dialog. */
  open: (index: number) => (event: React.MouseEvent) => void;
  /** Keeps the link of the photo at `index`, to return the focus to it. */
  register: (index: number, link: HTMLAnchorElement | null) => void;
  label: string;
};

const ViewerContext = createContext<Viewer | null>(null);

/**
 * A link to a photo's large image (its content: the photo as the page shows it), which with
 * JavaScript opens the PhotoViewer around it at that photo (`index`, its place in the viewer's
 * photos: the same photo may stand twice on a page) instead.
 */
export function PhotoLink({
  index,
  href,
  children,
}: {
  index: number;
  href: string;
  children: React.ReactNode;
}) {
  const viewer = use(ViewerContext);
  if (!viewer) throw new Error('A PhotoLink belongs inside a PhotoViewer.');
  return (
    <a
      ref={(link) => viewer.register(index, link)}
      href={href}
      className={styles.trigger}
      onClick={viewer.open(index)}
    >
      <span className="visually-hidden">{viewer.label}: </span>
      {children}
    </a>
  );
}

/**
 * Photos that open large: each PhotoLink inside leads to its large image, which with JavaScript
 * opens in a modal dialog over the page instead. In the dialog "Vorheriges/Nächstes Foto" (and the
 * arrow keys) go through all the photos, round from the last to the first; Escape, the close button
 * or a click beside the photo close it, and the focus returns to the link of the photo shown last.
 * A click with a modifier key opens the image as the link would.
 */
export default function PhotoViewer({ photos, labels, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const [shown, setShown] = useState(0);
  const current = photos[shown];

  const open = useCallback(
    (index: number) => (event: React.MouseEvent) => {
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (event.button !== 0 || modified) return;
      event.preventDefault();
      setShown(index);
      dialog.current?.showModal();
      close.current?.focus();
    },
    [],
  );
  const register = useCallback((index: number, link: HTMLAnchorElement | null) => {
    if (link) links.current.set(index, link);
    else links.current.delete(index);
  }, []);
  const viewer = useMemo(
    () => ({ open, register, label: labels.open }),
    [open, register, labels.open],
  );
  const step = (by: number) => setShown((index) => (index + by + photos.length) % photos.length);

  return (
    <ViewerContext value={viewer}>
      {children}
      <dialog
        ref={dialog}
        aria-label={current?.title}
        className={styles.viewer}
        // A click on the backdrop lands on the dialog itself.
        onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
        onKeyDown={(event) => {
          const by = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
          const modified = event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
          if (!by || modified || photos.length < 2) return;
          event.preventDefault();
          // The focus may be in the photo that goes (its licence's link): it moves to the button
          // that does the same step, so that it is not lost with the photo.
          if (!(event.target instanceof HTMLButtonElement)) {
            (by < 0 ? previous : next).current?.focus();
          }
          step(by);
        }}
        onClose={(event) => {
          // React passes a dialog's close event on to the dialogs around it (the gallery's
          // overlay, which would go back in the history): this one ends here.
          event.stopPropagation();
          links.current.get(shown)?.focus();
        }}
      >
        <div className={styles.bar}>
          {photos.length > 1 && (
            <>
              <button
                ref={previous}
                type="button"
                className={`button button-secondary ${styles.step}`}
                aria-label={labels.previous}
                onClick={() => step(-1)}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <p className={styles.position} aria-live="polite">
                {labels.positions[shown]}
                <span className="visually-hidden">: {current?.title}</span>
              </p>
              <button
                ref={next}
                type="button"
                className={`button button-secondary ${styles.step}`}
                aria-label={labels.next}
                onClick={() => step(1)}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
          <button
            ref={close}
            type="button"
            className={`button button-secondary ${styles.close}`}
            onClick={() => dialog.current?.close()}
          >
            {labels.close}
          </button>
        </div>
        {photos.map((photo, index) => {
          // The photos beside the one shown lie unseen under it, so that the browser loads them;
          // the others are not rendered at all until a step brings them near.
          const distance = Math.min(
            Math.abs(index - shown),
            photos.length - Math.abs(index - shown),
          );
          if (distance > 1) return null;
          return (
            <div key={index} className={distance ? styles.away : undefined}>
              {photo.large}
            </div>
          );
        })}
      </dialog>
    </ViewerContext>
  );
}
