import type { Messages } from 'next-intl';

/** Namespaces that client components read with useTranslations; the rest stays on the server. */
const clientNamespaces = [
  'Error',
  'FilterChips',
  'GalleryFilter',
  'MapFilter',
  'MapView',
  'Share',
  'Contact',
  'TripActions',
] as const satisfies (keyof Messages)[];

/** The part of the messages that the layout hands to client components: their namespaces only. */
export function clientMessages(messages: Messages) {
  return Object.fromEntries(clientNamespaces.map((ns) => [ns, messages[ns]])) as Pick<
    Messages,
    (typeof clientNamespaces)[number]
  >;
}
