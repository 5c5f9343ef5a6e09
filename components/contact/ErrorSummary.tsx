import type { MouseEvent } from 'react';

type Props = { errors: { fieldId: string; text: string }[] };

/**
 * Moves the focus to a form's element and shows it with what belongs to it: a field with its
 * label, hint and error (its `div`). Focus alone scrolls only as far as the element itself, so a
 * field above the screen came to its top edge, its label and error above it, out of sight.
 */
export function focusWithLabel(id: string) {
  const element = document.getElementById(id);
  if (!element) return false;
  element.focus({ preventScroll: true });
  (element.closest('form > div') ?? element).scrollIntoView({ block: 'nearest' });
  return true;
}

/** Moves the focus into the field itself: following `#id` alone would only scroll to it. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  if (focusWithLabel(fieldId)) event.preventDefault();
}

/**
 * The form's errors as a list of links, each to its field (like the page without JavaScript); the
 * message above it ("… Bitte korrigieren Sie die markierten Angaben:") introduces it.
 */
export default function ErrorSummary({ errors }: Props) {
  return (
    <ul>
      {errors.map(({ fieldId, text }) => (
        <li key={fieldId}>
          <a href={`#${fieldId}`} onClick={(event) => focusField(event, fieldId)}>
            {text}
          </a>
        </li>
      ))}
    </ul>
  );
}
