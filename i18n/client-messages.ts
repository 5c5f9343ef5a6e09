import type { Messages } from 'next-intl';

/** Namespaces that client components read with useTranslations; the rest stays on the server. */
export const clientNamespaces = [
  'Error',
  'FilterChips',
  'GalleryFilter',
  'MapFilter',
  'MapView',
  'MapConsent',
  'Share',
  'Contact',
  'TripActions',
] as const satisfies (keyof Messages)[];

export type ClientNamespace = (typeof clientNamespaces)[number];

/** The given client namespaces of the messages (by default all of them). */
export function clientMessages(
  messages: Messages,
  namespaces: readonly ClientNamespace[] = clientNamespaces,
) {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Partial<
    Pick<Messages, ClientNamespace>
  >;
}
