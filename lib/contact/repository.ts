import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Database } from '@/lib/db/types';
import type { Submission } from './validation';

/** E-mail notification state of a submission: `none` when SMTP is not configured. */
export type MailStatus = 'none' | 'pending' | 'sent' | 'failed';

export type StoredSubmission = Submission & {
  id: string;
  createdAt: number;
  doneAt: number | null;
  mailStatus: MailStatus;
  mailAttempts: number;
  mailError: string | null;
};

/** Storage of the contact form, the same for SQLite and PostgreSQL. */
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
  list(page: { limit: number; offset: number }): Promise<StoredSubmission[]>;
  count(): Promise<number>;
  get(id: string): Promise<StoredSubmission | undefined>;
  /** Every submission, newest first (CSV export). */
  all(): Promise<StoredSubmission[]>;
  setDone(id: string, doneAt: number | null): Promise<boolean>;
  delete(id: string): Promise<boolean>;
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
  created_at: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  done_at: number | null;
  mail_status: MailStatus;
  mail_attempts: number;
  mail_error: string | null;
};

const columns =
  'id, created_at, name, email, subject, message, done_at, mail_status, mail_attempts, mail_error';

function fromRow(row: SubmissionRow): StoredSubmission {
  return {
    id: row.id,
    createdAt: Number(row.created_at),
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    doneAt: row.done_at === null ? null : Number(row.done_at),
    mailStatus: row.mail_status,
    mailAttempts: Number(row.mail_attempts),
    mailError: row.mail_error,
  };
}

export function createContactRepository(db: Database): ContactRepository {
  const submissions = async (sql: string, args: (string | number)[] = []) =>
    (await db.query<SubmissionRow>(`SELECT ${columns} FROM contact_submissions ${sql}`, args)).map(
      fromRow,
    );

  return {
    async insert(submission, { idempotencyKey, mailStatus, duplicateWindowMs, now }) {
      const id = randomUUID();
      // An older submission with the same key gives its key up (suffixed with its own id), so the
      // unique constraint only catches repeats within the window.
      const [, inserted] = await db.batch(
        [
          {
            sql: `UPDATE contact_submissions SET idempotency_key = idempotency_key || ':' || id
              WHERE idempotency_key = ? AND created_at <= ?`,
            args: [idempotencyKey, now - duplicateWindowMs],
          },
          {
            sql: `INSERT INTO contact_submissions
              (id, idempotency_key, created_at, name, email, subject, message, mail_status, mail_next_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
              ON CONFLICT (idempotency_key) DO NOTHING`,
            args: [
              id,
              idempotencyKey,
              now,
              submission.name,
              submission.email,
              submission.subject,
              submission.message,
              mailStatus,
              mailStatus === 'pending' ? now : null,
            ],
          },
        ],
        { lock: `submission:${idempotencyKey}` },
      );
      if (inserted === 1) return { id, duplicate: false };
      const [first] = await db.query<{ id: string }>(
        'SELECT id FROM contact_submissions WHERE idempotency_key = ?',
        [idempotencyKey],
      );
      if (!first) throw new Error('Submission neither inserted nor found');
      return { id: first.id, duplicate: true };
    },

    list({ limit, offset }) {
      return submissions('ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?', [limit, offset]);
    },

    async count() {
      const [row] = await db.query<{ n: number }>('SELECT COUNT(*) AS n FROM contact_submissions');
      return Number(row?.n ?? 0);
    },

    async get(id) {
      const [submission] = await submissions('WHERE id = ?', [id]);
      return submission;
    },

    all() {
      return submissions('ORDER BY created_at DESC, id DESC');
    },

    async setDone(id, doneAt) {
      return (
        (await db.execute('UPDATE contact_submissions SET done_at = ? WHERE id = ?', [
          doneAt,
          id,
        ])) === 1
      );
    },

    async delete(id) {
      return (await db.execute('DELETE FROM contact_submissions WHERE id = ?', [id])) === 1;
    },

    async dueNotifications(now, limit) {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM contact_submissions
          WHERE mail_status IN ('pending', 'failed') AND mail_next_at <= ?
          ORDER BY mail_next_at LIMIT ?`,
        [now, limit],
      );
      return rows.map((row) => row.id);
    },

    async claimNotification(id, now, leaseMs) {
      const claimed = await db.execute(
        `UPDATE contact_submissions SET mail_next_at = ?, mail_attempts = mail_attempts + 1
          WHERE id = ? AND mail_status IN ('pending', 'failed') AND mail_next_at <= ?`,
        [now + leaseMs, id, now],
      );
      return claimed === 1;
    },

    async recordNotification(id, result) {
      if (result.status === 'sent') {
        await db.execute(
          "UPDATE contact_submissions SET mail_status = 'sent', mail_error = NULL, mail_next_at = NULL WHERE id = ?",
          [id],
        );
      } else {
        await db.execute(
          "UPDATE contact_submissions SET mail_status = 'failed', mail_error = ?, mail_next_at = ? WHERE id = ?",
          [result.error, result.retryAt, id],
        );
      }
    },
  };
}
