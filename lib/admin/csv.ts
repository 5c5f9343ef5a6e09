import type { StoredSubmission } from '@/lib/contact/repository';

/** The German texts of the export (from messages/de.json), passed in by the route. */
export type CsvText = {
  header: string[];
  status: (submission: StoredSubmission) => string;
  mail: (submission: StoredSubmission) => string;
};

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
function cell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
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
