import 'server-only';
import { createTranslator } from 'next-intl';
import nodemailer from 'nodemailer';
import { encodeWord } from 'nodemailer/lib/mime-funcs';
import { locale } from '@/i18n/request';
import messages from '@/messages/de.json';
import { siteUrl } from '@/lib/site-url';
import type { MailConfig } from './config';
import type { ContactRepository, StoredSubmission } from './repository';

/** Gives up after this many attempts; the message stays in the backend's inbox either way. */
export const maxMailAttempts = 8;
/** How long a sender holds a notification before another instance may try it. */
const leaseMs = 2 * 60_000;

/** Waits 1, 2, 4, … minutes between attempts, at most six hours. */
export function retryDelayMs(attempts: number) {
  return Math.min(2 ** Math.max(0, attempts - 1) * 60_000, 6 * 60 * 60_000);
}

export type SendMail = (message: nodemailer.SendMailOptions) => Promise<unknown>;

export function smtpSender(config: MailConfig): SendMail {
  const transport = nodemailer.createTransport(config.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return (message) => transport.sendMail(message);
}

const t = createTranslator({
  locale,
  messages,
  namespace: 'ContactMail',
  timeZone: 'Europe/Berlin',
});

/** Looks like the start of a MIME encoded-word (`=?utf-8?q?…?=`, RFC 2047). */
const encodedWordStart = '=?';

/**
 * A header text that holds what a visitor typed. nodemailer leaves ASCII as it is, and a mail
 * client would decode an encoded-word the visitor typed (`=?utf-8?q?Rechnung=E2=80=AEfdp.exe?=`
 * shows a bidi override: "Rechnungexe.pdf"). Such a text is encoded as a whole, so that the client
 * decodes it once, to exactly the text typed.
 */
const encodedAsWhole = (text: string) => encodeWord(text, 'B', 52);

/**
 * Subject and Reply-To of the notification, as nodemailer options. A name that could be decoded
 * is left out of Reply-To (nodemailer would put it there in quotes, which many clients decode
 * too); the subject and the text name the sender.
 */
function visitorHeaders(name: string, email: string, subject: string) {
  const subjectText = subject ? t('subject', { subject }) : t('subjectFromName', { name });
  const disguised = (text: string) => text.includes(encodedWordStart);
  return {
    replyTo: disguised(name) ? email : { name, address: email },
    ...(disguised(subjectText)
      ? { headers: { subject: { prepared: true, value: encodedAsWhole(subjectText) } } }
      : { subject: subjectText }),
  };
}

export function notificationMail(submission: StoredSubmission, config: MailConfig) {
  const { name, email, subject } = submission;
  return {
    from: config.sender,
    to: config.recipient,
    ...visitorHeaders(name, email, subject),
    text: [
      t('intro', { received: new Date(submission.createdAt) }),
      '',
      t('name', { name }),
      t('email', { email }),
      t('subjectLine', { subject: subject || '–' }),
      '',
      submission.message,
      '',
      t('link', { url: `${siteUrl}/verwaltung/collections/messages/${submission.id}` }),
    ].join('\n'),
  };
}

/**
 * Sends every notification that is due: new submissions and earlier failures whose retry time has
 * come. A failure is recorded on the submission with the next retry time; it never touches the
 * submission itself. Runs after the response (Next's `after`), so it never delays the visitor.
 */
export async function sendDueNotifications(
  repository: ContactRepository,
  config: MailConfig,
  send: SendMail,
  now = Date.now,
) {
  for (const id of await repository.dueNotifications(now(), 20)) {
    if (!(await repository.claimNotification(id, now(), leaseMs))) continue;
    const submission = await repository.get(id);
    if (!submission) continue;
    try {
      await send(notificationMail(submission, config));
      await repository.recordNotification(id, { status: 'sent' });
    } catch (error) {
      const attempts = submission.mailAttempts;
      await repository.recordNotification(id, {
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        retryAt: attempts >= maxMailAttempts ? null : now() + retryDelayMs(attempts),
      });
    }
  }
}
