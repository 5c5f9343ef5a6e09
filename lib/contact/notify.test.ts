/**
 * @jest-environment node
 */
import nodemailer from 'nodemailer';
import type { StoredSubmission } from './repository';
import { notificationMail } from './notify';

const config = {
  smtpUrl: 'smtp://127.0.0.1:25',
  recipient: 'inhaber@beispiel.de',
  sender: 'web@beispiel.de',
};

const submission: StoredSubmission = {
  id: '1',
  createdAt: Date.UTC(2026, 10, 1, 12, 0),
  name: 'Anna Berg',
  email: 'anna@beispiel.de',
  subject: 'Frage zur Route',
  message: 'Hallo',
  mailStatus: 'none',
  mailAttempts: 0,
  mailError: null,
};

/** The mail's header block as nodemailer sends it. */
async function headersOf(values: Partial<StoredSubmission>) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const { message } = await transport.sendMail(
    notificationMail({ ...submission, ...values }, config),
  );
  return (message as Buffer)
    .toString('utf8')
    .split('\r\n\r\n')[0]!
    .replace(/\r\n[ \t]+/g, ' ');
}

/** What a mail client shows for a header: each encoded-word (RFC 2047) decoded once. */
function decoded(header: string) {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([\da-f]{2})/gi, '%$1')),
    );
}

const headerLine = (headers: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)![1]!;

const disguised = '=?utf-8?q?Rechnung=E2=80=AEfdp.exe?=';

test('plain names and subjects go into the headers as they are', async () => {
  const headers = await headersOf({});
  expect(headerLine(headers, 'Subject')).toBe('Kontaktformular: Frage zur Route');
  expect(headerLine(headers, 'Reply-To')).toBe('Anna Berg <anna@beispiel.de>');
});

test('an encoded-word in the subject reaches the mail client as the text typed, not decoded', async () => {
  const subject = decoded(headerLine(await headersOf({ subject: disguised }), 'Subject'));
  expect(subject).toBe(`Kontaktformular: ${disguised}`);
  expect(subject).not.toContain('\u202E');
});

test('an encoded-word in the name reaches the mail client as the text typed, not decoded', async () => {
  const headers = await headersOf({ name: disguised, subject: '' });
  expect(decoded(headerLine(headers, 'Subject'))).toBe(
    `Kontaktformular: Nachricht von ${disguised}`,
  );
  expect(headerLine(headers, 'Reply-To')).toBe('anna@beispiel.de');
});
