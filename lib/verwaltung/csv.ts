import type { StoredSubmission } from '@/lib/kontakt/repository';

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
export function submissionsCsv(submissions: StoredSubmission[]) {
  const header = [
    'Eingang',
    'Name',
    'E-Mail',
    'Betreff',
    'Nachricht',
    'Status',
    'Erledigt am',
    'E-Mail-Benachrichtigung',
  ];
  const rows = submissions.map((s) => [
    dateTime(s.createdAt),
    s.name,
    s.email,
    s.subject,
    s.message,
    s.doneAt === null ? 'offen' : 'erledigt',
    s.doneAt === null ? '' : dateTime(s.doneAt),
    s.mailStatus,
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
