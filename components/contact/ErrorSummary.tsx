import type { MouseEvent } from 'react';

type Props = { errors: { fieldId: string; text: string }[] };

/** Moves the focus into the field itself: following `#id` alone would only scroll to it. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
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
