import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages, type ClientNamespace } from '@/i18n/client-messages';

/**
 * Hands the client components below it the messages of `namespaces`, and only those: each page's
 * HTML carries the texts its own client components show (the form's on /kontakt, the map's on
 * /karte), not every page's. It replaces the messages of a provider above it, so it names every
 * namespace read below it (docs/decisions.md#light-pages).
 */
export default async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly ClientNamespace[];
  children: React.ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
