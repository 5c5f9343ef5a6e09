// Workaround for controls of Payload's admin (@payloadcms/ui 3.90.1) that have no accessible name or
// that hide a focusable element from screen readers: axe-core finds them as serious or critical
// on the backend's lists and edit views. @payloadcms/ui ships its client components as one minified
// bundle (dist/exports/client/index.js, lines of up to 100 kB), so a patch of it would not be
// small; this module repairs the rendered markup instead, in the backend only
// (lib/cms/components/AccessibleNames.tsx runs it on every change of the page). Each repair names
// its upstream report (docs/backend.md#the-backend-and-accessibility). Let it go when
// lib/workarounds/payload-accessible-names.test.ts's canary fails (Payload's code changed: check
// whether e2e/inbox.spec.ts's axe test passes without it) — at the latest on Payload 4, where
// #17432 names the list's checkboxes.

/** The German names the repairs give (lib/cms/owner-words.ts, Payload's translations). */
export type AccessibleNameWords = {
  /** The "select all" checkbox of a list. */
  selectAllRows: string;
  /** A row's checkbox, given the row's title (empty when it has none). */
  selectRow: (title: string) => string;
  previousPage: string;
  nextPage: string;
  /** The "…" menu of a document. */
  moreOptions: string;
  /** The menu of a field's clipboard (copy, paste). */
  clipboard: string;
  /** The "…" menu of an array row. */
  rowActions: string;
  /** A drag handle: drag, or move with the keyboard (space, arrow keys). */
  move: string;
  edit: string;
  remove: string;
};

const hasName = (element: Element) =>
  Boolean(element.getAttribute('aria-label')?.trim() || element.textContent?.trim());

/** Sets `aria-label` unless the element has a name already (Payload's or an earlier repair's). */
function name(element: Element, label: string) {
  if (!hasName(element) && label) element.setAttribute('aria-label', label);
}

/** The text of the field label around `element`, without the required field's "*". */
function fieldLabel(element: Element) {
  const label = element.closest('.field-type')?.querySelector('.field-label');
  if (!label) return '';
  const copy = label.cloneNode(true) as Element;
  copy.querySelectorAll('.required').forEach((mark) => mark.remove());
  return copy.textContent?.trim() ?? '';
}

/** The title of the list row around `element` (its first link). */
const rowTitle = (element: Element) =>
  element.closest('tr')?.querySelector('a')?.textContent?.trim() ?? '';

/** Repairs Payload's controls inside `root`; does nothing to what is right already. */
export function repairAccessibleNames(root: ParentNode, words: AccessibleNameWords) {
  // react-select's clear and open indicators are aria-hidden, yet in the tab order
  // (aria-hidden-focus; payloadcms/payload#18139): out of it, as react-select means them (the
  // input opens the menu with ↓ and clears with Backspace).
  for (const indicator of root.querySelectorAll(
    '.clear-indicator[aria-hidden="true"], .dropdown-indicator[aria-hidden="true"]',
  )) {
    if (indicator.getAttribute('tabindex') !== '-1') indicator.setAttribute('tabindex', '-1');
  }
  // react-select's input and a date field's input have no label (label; #18140): the field's.
  for (const input of root.querySelectorAll(
    '.field-type input.rs__input, .field-type .react-datepicker__input-container input',
  )) {
    const { labels } = input as HTMLInputElement;
    if (!labels?.length && !input.getAttribute('aria-labelledby')) name(input, fieldLabel(input));
  }
  // The list's checkboxes: Payload's CheckboxInput drops the aria-label it is given and sets an
  // empty one (label, label-title-only; #17376, fixed by #17432 on Payload 4 only).
  for (const checkbox of root.querySelectorAll('.select-all input[type="checkbox"]')) {
    if (checkbox.getAttribute('aria-labelledby') === checkbox.id) {
      checkbox.removeAttribute('aria-labelledby');
    }
    name(checkbox, words.selectAllRows);
  }
  for (const checkbox of root.querySelectorAll('.select-row input[type="checkbox"]')) {
    name(checkbox, words.selectRow(rowTitle(checkbox)));
  }
  // The pagination's arrows (button-name; #17377).
  for (const arrow of root.querySelectorAll('.clickable-arrow')) {
    name(
      arrow,
      arrow.classList.contains('clickable-arrow--left') ? words.previousPage : words.nextPage,
    );
  }
  // Icon-only buttons without a name (button-name; reported with this change, see docs/backend.md).
  for (const button of root.querySelectorAll('button.popup-button')) {
    if (button.closest('.clipboard-action__popup')) name(button, words.clipboard);
    else if (button.classList.contains('array-actions__button')) name(button, words.rowActions);
    else name(button, words.moreOptions);
  }
  for (const button of root.querySelectorAll('.upload-relationship-details__edit')) {
    name(button, words.edit);
  }
  for (const button of root.querySelectorAll('.upload-relationship-details__remove')) {
    name(button, words.remove);
  }
  // The drag handles (dnd-kit's role="button") have no name (aria-command-name); in a list, the
  // handle holds a second, inert role="button" (nested-interactive): that one becomes a picture.
  for (const inner of root.querySelectorAll('[aria-roledescription="sortable"] .sort-row[role]')) {
    inner.removeAttribute('role');
    inner.removeAttribute('tabindex');
  }
  for (const handle of root.querySelectorAll('[aria-roledescription="sortable"][role="button"]')) {
    if (!handle.getAttribute('aria-label')) handle.setAttribute('aria-label', words.move);
  }
}
