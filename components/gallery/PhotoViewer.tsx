'use client';

import { useRef, useState } from 'react';
import styles from './PhotoViewer.module.css';

/** One photo of the list, rendered by the server. */
export type ViewerPhoto = {
  /** The large image's address: where the link leads without JavaScript. */
  href: string;
  /** What the photo shows (its alt text): the dialog's name while it is shown. */
  title: string;
  /** The photo as the page shows it: the link's content. */
  image: React.ReactNode;
  /** Its credit below it on the page (a figcaption). */
  caption: React.ReactNode;
  /** The photo in its large size with its credit, shown in the dialog. */
  large: React.ReactNode;
};

type Props = {
  photos: ViewerPhoto[];
  /** The list's and each photo's figure's classes. */
  className?: string;
  figureClassName?: string;
  labels: {
    /** The link's name before the photo's alt text, e.g. "Foto vergrößern". */
    open: string;
    close: string;
    previous: string;
    next: string;
    /** Where each photo stands in the list, e.g. "Foto 1 von 2". */
    positions: string[];
  };
};

/**
 * Photos that open large: each is a link to its large image, which with JavaScript opens a modal
 * dialog over the page instead. In the dialog "Vorheriges/Nächstes Foto" (and the arrow keys) go
 * through the list, round from the last to the first; Escape, the close button or a click beside
 * the photo close it, and the focus returns to the link of the photo shown last. A click with a
 * modifier key opens the image as the link would.
 */
export default function PhotoViewer({ photos, className, figureClassName, labels }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const triggers = useRef<(HTMLAnchorElement | null)[]>([]);
  const [shown, setShown] = useState(0);
  const current = photos[shown];

  const open = (index: number) => (event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    setShown(index);
    dialog.current?.showModal();
    close.current?.focus();
  };
  const step = (by: number) => setShown((index) => (index + by + photos.length) % photos.length);

  return (
    <>
      <ul className={className}>
        {photos.map((photo, index) => (
          <li key={photo.href}>
            <figure className={figureClassName}>
              <a
                ref={(node) => {
                  triggers.current[index] = node;
                }}
                href={photo.href}
                className={styles.trigger}
                onClick={open(index)}
              >
                <span className="visually-hidden">{labels.open}: </span>
                {photo.image}
              </a>
              {photo.caption}
            </figure>
          </li>
        ))}
      </ul>
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
          triggers.current[shown]?.focus();
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
            <div key={photo.href} className={distance ? styles.away : undefined}>
              {photo.large}
            </div>
          );
        })}
      </dialog>
    </>
  );
}
