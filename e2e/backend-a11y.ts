import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe-core finds on the backend's screens that is Payload's own markup (3.90.1), not ours: rule
 * → where it occurs. Listed in docs/backend.md#the-backend-and-accessibility with the upstream
 * reports. e2e/inbox.spec.ts fails on any other violation, and when one of these is no longer found
 * on any screen (Payload fixed it: take it off the list).
 */
export const payloadViolations: Record<string, string> = {
  'aria-hidden-focus': 'react-select’s clear and dropdown indicators (aria-hidden, yet focusable)',
  label: 'react-select’s input; the row checkboxes of a list',
  'label-title-only': 'the “select all” checkbox of a list',
  'button-name':
    'the pagination arrows of a list; the “…” menus of a document, its clipboard and its rows',
  region: 'the document header outside the edit view’s <main>',
  'aria-command-name': 'the drag handles of an orderable list and of array rows',
  'nested-interactive': 'the drag handle of an orderable list, a button inside a button',
  'heading-order': 'the h3 of an empty list, the h3 of a group in the edit view',
  list: 'the tabs of a document (a <ul> with other children than <li>)',
  'image-redundant-alt': 'the thumbnails of the photo list (alt text = the file name beside it)',
};

/** The axe violations on the page that are not Payload's known ones, and the known ones it has. */
export async function backendViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return {
    ours: violations
      .filter((v) => !(v.id in payloadViolations))
      .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) })),
    payloads: violations.filter((v) => v.id in payloadViolations).map((v) => v.id),
  };
}
