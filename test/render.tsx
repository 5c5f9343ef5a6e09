import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/i18n/client-messages';
import messages from '@/messages/de.json';

/**
 * The German messages the layout hands to client components: only the namespaces
 * i18n/client-messages.ts picks, so a component reading another one fails here as in the browser.
 */
export function German({ children }: { children: React.ReactNode }) {
  return (
    <NextIntlClientProvider
      locale="de"
      messages={clientMessages(messages)}
      timeZone="Europe/Berlin"
    >
      {children}
    </NextIntlClientProvider>
  );
}

/** Renders with the German messages (`German`). */
export function renderDe(ui: React.ReactElement) {
  return render(<German>{ui}</German>);
}
