/**
 * @jest-environment node
 */
import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { createTranslator } from 'next-intl';
import messages from '@/messages/de.json';
import { locale } from './request';

// The build precompiles messages/de.json (next.config.mjs, `precompile`), and the site then
// formats them without an ICU parser. Every message must read the same that way as when the
// parser reads it at run time (which is how the unit tests see them).

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const timeZone = 'Europe/Berlin';
/** Sample values; an argument without one gets its own name. */
const samples = (count: number): Record<string, string | number | Date> => ({
  count,
  minutes: count,
  attempts: count,
  category: 'Natur',
  received: new Date('2026-11-22T21:05:00Z'),
});
/** A date only where the message formats the argument as one (`{received, date, …}`). */
const valuesFor = (message: string, count: number) =>
  Object.fromEntries(
    [...message.matchAll(/\{(\w+)\s*(,\s*(date|time))?/g)].map(([, name, , type]) => {
      const sample = samples(count)[name!];
      return [name!, sample instanceof Date && !type ? `«${name}»` : (sample ?? `«${name}»`)];
    }),
  );
const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
};
const t = createTranslator({ locale, messages, timeZone });

const withArguments = leaves(messages as Tree).filter(([, message]) => message.includes('{'));

test('the messages with arguments are found', () => {
  expect(withArguments.map(([key]) => key)).toEqual(
    expect.arrayContaining(['GalleryFilter.countCategory', 'ContactMail.intro']),
  );
});

test.each(withArguments)('%s reads the same precompiled', (key, message) => {
  for (const count of [1, 7]) {
    const values = valuesFor(message, count);
    const precompiled = format(compile(message), locale, values, { formatters, timeZone });
    expect(precompiled).toBe(t(key as Parameters<typeof t>[0], values as never));
  }
});

test('the notification e-mail’s date and time are German', () => {
  const intro = format(compile(messages.ContactMail.intro), locale, samples(1), {
    formatters,
    timeZone,
  });
  expect(intro).toBe('Neue Nachricht über das Kontaktformular vom 22.11.2026 um 22:05 Uhr');
});
