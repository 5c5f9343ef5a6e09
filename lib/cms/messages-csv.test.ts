import { messagesCsv, type CsvMessage, type CsvText } from './messages-csv';

const text: CsvText = {
  header: ['Eingang', 'Name', 'E-Mail', 'Betreff', 'Nachricht', 'Status', 'Erledigt am', 'Mail'],
  status: (m) => (m.status === 'open' ? 'offen' : 'erledigt'),
  mail: (m) => `Mail: ${m.mailStatus}`,
  // The endpoint formats with next-intl (e2e/inbox.spec.ts checks its German times).
  dateTime: (iso) => `Zeit ${iso}`,
};

const message: CsvMessage = {
  createdAt: '2026-11-01T12:00:00.000Z',
  name: 'Anna "Nanni" Müller',
  email: 'anna@beispiel.de',
  subject: '=HYPERLINK("http://böse.example")',
  message: 'Zeile 1\nZeile 2; mit Semikolon',
  status: 'open',
  doneAt: null,
  mailStatus: 'none',
  mailAttempts: 0,
  mailError: null,
};

test('CSV for German spreadsheets: BOM, semicolons, CRLF, quoted cells, no formulas', () => {
  const csv = messagesCsv(
    [message, { ...message, status: 'done', doneAt: '2026-11-02T00:00:00.000Z', subject: null }],
    text,
  );
  expect(csv.startsWith('\uFEFF"Eingang";"Name";"E-Mail";"Betreff";"Nachricht";"Status"')).toBe(
    true,
  );
  const lines = csv.slice(1).split('\r\n');
  expect(lines).toHaveLength(4);
  expect(lines[3]).toBe('');
  expect(lines[1]).toBe(
    '"Zeit 2026-11-01T12:00:00.000Z";"Anna ""Nanni"" Müller";"anna@beispiel.de";"\'=HYPERLINK(""http://böse.example"")";"Zeile 1\nZeile 2; mit Semikolon";"offen";"";"Mail: none"',
  );
  expect(lines[2]).toContain('"erledigt";"Zeit 2026-11-02T00:00:00.000Z"');
});

test.each([
  '+1',
  '-1',
  '@SUM(A1)',
  '\tx',
  '\uFF1DHYPERLINK(A1)',
  '\uFF0B1',
  '\uFF0D1',
  '\uFF20SUM(A1)',
  '\u200B=1+1',
  '\u200E\u2066=1+1',
  '\u00A0=1+1',
])('a cell starting with %j is not a formula', (value) => {
  expect(messagesCsv([{ ...message, name: value }], text)).toContain(`"'${value}"`);
});
