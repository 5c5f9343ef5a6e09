import { act, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

/**
 * Renders `ui` (with the German messages) to HTML as the server does, hydrates that HTML in the
 * document and returns the renders React committed while hydrating: `['mount']` when the browser's
 * first render matches the server's, `['mount', 'update']` when something only the browser knows
 * made it render again. Throws when the HTML does not match (React then renders the page anew in
 * the browser). Calls `inspect` with the renders so far before it unmounts.
 */
export function hydrationRenders(
  ui: React.ReactElement,
  inspect?: (renders: readonly string[]) => void,
) {
  const renders: string[] = [];
  const page = (
    <German>
      <Profiler id="hydrated" onRender={(_id, phase) => renders.push(phase)}>
        {ui}
      </Profiler>
    </German>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page);
  let root!: Root;
  const mismatches: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
  });
  try {
    if (mismatches.length) throw mismatches[0];
    inspect?.(renders);
  } finally {
    act(() => root.unmount());
    container.remove();
  }
  return renders;
}
