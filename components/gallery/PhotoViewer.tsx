'use client';

import { useRef } from 'react';
import styles from './PhotoViewer.module.css';

type Props = {
  /** The large image's address: where the link leads without JavaScript. */
  href: string;
  /** The link's name before the photo's alt text, e.g. "Foto vergrößern". */
  openLabel: string;
  closeLabel: string;
  /** The dialog's name: what the photo shows. */
  title: string;
  /** The photo as the page shows it: the link's content. */
  children: React.ReactNode;
  /** The photo in its large size with its credit, shown in the dialog. */
  large: React.ReactNode;
};

/**
 * A photo that opens large: a link to the large image, which with JavaScript opens a modal dialog
 * over the page instead (Escape, the close button or a click beside the photo close it, and the
 * focus returns to the link). A click with a modifier key opens the image as the link would.
 */
export default function PhotoViewer({
  href,
  openLabel,
  closeLabel,
  title,
  children,
  large,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);

  const open = (event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    dialog.current?.showModal();
  };

  return (
    <>
      <a ref={trigger} href={href} className={styles.trigger} onClick={open}>
        <span className="visually-hidden">{openLabel}: </span>
        {children}
      </a>
      <dialog
        ref={dialog}
        aria-label={title}
        className={styles.viewer}
        // A click on the backdrop lands on the dialog itself.
        onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
        onClose={(event) => {
          // React passes a dialog's close event on to the dialogs around it (the gallery's
          // overlay, which would go back in the history): this one ends here.
          event.stopPropagation();
          trigger.current?.focus();
        }}
      >
        <button
          type="button"
          className={`button button-secondary ${styles.close}`}
          onClick={() => dialog.current?.close()}
        >
          {closeLabel}
        </button>
        {large}
      </dialog>
    </>
  );
}
