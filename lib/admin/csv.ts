import type { StoredSubmission } from '@/lib/contact/repository';

/** The German texts of the export (from messages/de.json), passed in by the route. */
export type CsvText = {
  header: string[];
  status: (submission: StoredSubmission) => string;
  mail: (submission: StoredSubmission) => string;
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

const dateTime = (ms: number) => new Date(ms).toISOString();

/**
 * All submissions as CSV for spreadsheets used in Germany: semicolons, CRLF, UTF-8 with BOM,
 * every cell quoted.
 */
export function submissionsCsv(submissions: StoredSubmission[], text: CsvText) {
  const rows = submissions.map((s) => [
    dateTime(s.createdAt),
    s.name,
    s.email,
    s.subject,
    s.message,
    text.status(s),
    s.doneAt === null ? '' : dateTime(s.doneAt),
    text.mail(s),
  ]);
  return `\uFEFF${[text.header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
