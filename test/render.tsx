import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/i18n/client-messages';
import messages from '@/messages/de.json';

/**
 * Renders with the German messages the layout hands to client components: only the namespaces
 * i18n/client-messages.ts picks, so a component reading another one fails here as in the browser.
 */
export function renderDe(ui: React.ReactElement) {
  return render(
    <NextIntlClientProvider
      locale="de"
      messages={clientMessages(messages)}
      timeZone="Europe/Berlin"
    >
      {ui}
    </NextIntlClientProvider>,
  );
}
