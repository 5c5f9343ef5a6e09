import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Database } from '@/lib/db/types';
import type { Submission } from './validation';

/** E-mail notification state of a submission: `none` when SMTP is not configured. */
export type MailStatus = 'none' | 'pending' | 'sent' | 'failed';

export type StoredSubmission = Submission & {
  id: string;
  createdAt: number;
  mailStatus: MailStatus;
  mailAttempts: number;
  mailError: string | null;
};

/**
 * Storage of the contact form, the same for SQLite and PostgreSQL, in the backend's `messages` table
 * (lib/cms/collections/Messages.ts), where the owner reads, marks done, deletes and exports. Written
 * in SQL rather than through Payload: the idempotency check and the duplicate window must run in one
 * locked transaction, and the e-mail retries claim a message with a conditional update.
 */
export interface ContactRepository {
  /**
   * Stores a submission once per idempotency key within `duplicateWindowMs`: a repeat within the
   * window returns the first one's id, a later one is stored anew.
   */
  insert(
    submission: Submission,
    options: {
      idempotencyKey: string;
      mailStatus: MailStatus;
      duplicateWindowMs: number;
      now: number;
    },
  ): Promise<{ id: string; duplicate: boolean }>;
  get(id: string): Promise<StoredSubmission | undefined>;
  /** Ids of notifications due for (another) attempt. */
  dueNotifications(now: number, limit: number): Promise<string[]>;
  /** Takes a due notification for `leaseMs`, so that concurrent senders do not send it twice. */
  claimNotification(id: string, now: number, leaseMs: number): Promise<boolean>;
  recordNotification(
    id: string,
    result: { status: 'sent' } | { status: 'failed'; error: string; retryAt: number | null },
  ): Promise<void>;
}

type SubmissionRow = {
  id: string;
  created_at: string | Date;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  mail_status: MailStatus;
  mail_attempts: number | string;
  mail_error: string | null;
};

const columns =
  'id, created_at, name, email, subject, message, mail_status, mail_attempts, mail_error';

/**
 * Payload's timestamps: ISO 8601 text in SQLite (which compares as text, so every value must have
 * this one form), `timestamptz` in PostgreSQL (which reads the same text).
 */
const timestamp = (ms: number) => new Date(ms).toISOString();

/** A message's name in the backend's lists and headings. */
const messageTitle = ({ subject, name }: Submission) => subject || `Nachricht von ${name}`;

function fromRow(row: SubmissionRow): StoredSubmission {
  return {
    id: row.id,
    // SQLite gives the text back, PostgreSQL a Date.
    createdAt: new Date(row.created_at).getTime(),
    name: row.name,
    email: row.email,
    subject: row.subject ?? '',
    message: row.message,
    mailStatus: row.mail_status,
    mailAttempts: Number(row.mail_attempts),
    mailError: row.mail_error,
  };
}

export function createContactRepository(db: Database): ContactRepository {
  return {
    async insert(submission, { idempotencyKey, mailStatus, duplicateWindowMs, now }) {
      const id = randomUUID();
      // An older submission with the same key gives its key up (suffixed with its own id), so the
      // unique constraint only catches repeats within the window.
      const [, inserted] = await db.batch(
        [
          {
            sql: `UPDATE messages SET idempotency_key = idempotency_key || ':' || id
              WHERE idempotency_key = ? AND created_at <= ?`,
            args: [idempotencyKey, timestamp(now - duplicateWindowMs)],
          },
          {
            sql: `INSERT INTO messages (id, idempotency_key, created_at, updated_at, title, name,
                email, subject, message, status, mail_status, mail_attempts, mail_next_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, 0, ?)
              ON CONFLICT (idempotency_key) DO NOTHING`,
            args: [
              id,
              idempotencyKey,
              timestamp(now),
              timestamp(now),
              messageTitle(submission),
              submission.name,
              submission.email,
              submission.subject,
              submission.message,
              mailStatus,
              mailStatus === 'pending' ? timestamp(now) : null,
            ],
          },
        ],
        { lock: `submission:${idempotencyKey}` },
      );
      if (inserted === 1) return { id, duplicate: false };
      const [first] = await db.query<{ id: string }>(
        'SELECT id FROM messages WHERE idempotency_key = ?',
        [idempotencyKey],
      );
      if (!first) throw new Error('Submission neither inserted nor found');
      return { id: first.id, duplicate: true };
    },

    async get(id) {
      const [row] = await db.query<SubmissionRow>(`SELECT ${columns} FROM messages WHERE id = ?`, [
        id,
      ]);
      return row && fromRow(row);
    },

    async dueNotifications(now, limit) {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM messages
          WHERE mail_status IN ('pending', 'failed') AND mail_next_at <= ?
          ORDER BY mail_next_at LIMIT ?`,
        [timestamp(now), limit],
      );
      return rows.map((row) => row.id);
    },

    async claimNotification(id, now, leaseMs) {
      const claimed = await db.execute(
        `UPDATE messages SET mail_next_at = ?, mail_attempts = mail_attempts + 1
          WHERE id = ? AND mail_status IN ('pending', 'failed') AND mail_next_at <= ?`,
        [timestamp(now + leaseMs), id, timestamp(now)],
      );
      return claimed === 1;
    },

    async recordNotification(id, result) {
      if (result.status === 'sent') {
        await db.execute(
          "UPDATE messages SET mail_status = 'sent', mail_error = NULL, mail_next_at = NULL WHERE id = ?",
          [id],
        );
      } else {
        await db.execute(
          "UPDATE messages SET mail_status = 'failed', mail_error = ?, mail_next_at = ? WHERE id = ?",
          [result.error, result.retryAt === null ? null : timestamp(result.retryAt), id],
        );
      }
    },
  };
}
