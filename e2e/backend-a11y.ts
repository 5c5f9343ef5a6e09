import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe-core still finds on the backend's screens in Payload's own markup (3.90.1), each of
 * moderate or minor impact: rule → where it occurs. Every serious or critical finding is fixed
 * (docs/backend.md#the-backend-and-accessibility). e2e/inbox.spec.ts fails on any serious or
 * critical violation, on any other one, and when one of these is no longer found on any screen
 * (Payload fixed it: take it off the list).
 */
export const payloadViolations: Record<string, string> = {
  region: 'the document header outside the edit view’s <main> (moderate)',
  'heading-order': 'the h3 of a group in the edit view after the h1 (moderate)',
  'image-redundant-alt':
    'the thumbnails of the photo list: alt text = the file name beside it (minor)',
};

/** axe-core's impacts that the backend must not have at all. */
const severe = new Set(['serious', 'critical']);

/** A violation as a line that names its rule, its impact and where it occurs. */
const described = (v: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }) =>
  `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;

/**
 * The page's axe violations: `severe` the serious and critical ones (each must be fixed), `ours`
 * the others that are not Payload's known ones, `payloads` the known ones it has.
 */
export async function backendViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const mild = violations.filter((v) => !severe.has(v.impact ?? ''));
  return {
    severe: violations.filter((v) => severe.has(v.impact ?? '')).map(described),
    ours: mild.filter((v) => !(v.id in payloadViolations)).map(described),
    payloads: mild.filter((v) => v.id in payloadViolations).map((v) => v.id),
  };
}
