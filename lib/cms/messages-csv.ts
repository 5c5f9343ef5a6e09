import type { Message } from '@/lib/cms/payload-types';

/** What the export shows of a message. */
export type CsvMessage = Pick<
  Message,
  | 'createdAt'
  | 'name'
  | 'email'
  | 'subject'
  | 'message'
  | 'status'
  | 'doneAt'
  | 'mailStatus'
  | 'mailAttempts'
  | 'mailError'
>;

/** The German texts of the export (from messages/de.json), passed in by the endpoint. */
export type CsvText = {
  header: string[];
  status: (message: CsvMessage) => string;
  mail: (message: CsvMessage) => string;
  /** A stored time (ISO, UTC) as the owner reads it: German, in the site's time zone. */
  dateTime: (iso: string) => string;
};

/**
 * Starts like a formula once a spreadsheet has folded full-width forms (`＝`, `＋`, NFKC) and
 * skipped invisible characters (zero-width spaces, bidi marks, Unicode category Cf) and spaces.
 */
const formulaStart = /^[\p{Cf}\p{Zs}]*[=+\-@\t\r]/u;

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
function cell(value: string) {
  const safe = formulaStart.test(value.normalize('NFKC')) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * Messages as CSV for spreadsheets used in Germany: semicolons, CRLF, UTF-8 with BOM, every cell
 * quoted.
 */
export function messagesCsv(messages: CsvMessage[], text: CsvText) {
  const rows = messages.map((m) => [
    text.dateTime(m.createdAt),
    m.name,
    m.email,
    m.subject ?? '',
    m.message,
    text.status(m),
    m.doneAt ? text.dateTime(m.doneAt) : '',
    text.mail(m),
  ]);
  return `\uFEFF${[text.header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
