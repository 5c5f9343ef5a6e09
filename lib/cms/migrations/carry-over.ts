import { sql as postgresSql, type MigrateUpArgs as PostgresArgs } from '@payloadcms/db-postgres';
import { sql as sqliteSql, type MigrateUpArgs as SqliteArgs } from '@payloadcms/db-sqlite';

/**
 * Before the backend, the contact form stored its messages in `contact_submissions` (created by
 * lib/db/migrations/0001-contact.ts, which runs before Payload's migrations: the backend's secret
 * comes from that database). The migration that makes the `messages` collection moves every row
 * over (times were milliseconds, now they are timestamps; "done" was a time, now it is a status) and
 * drops the old table, in the migration's transaction: nothing is lost, nothing is kept twice.
 */
export async function carryOverSqlite({ db }: SqliteArgs) {
  const old = await db.all(
    sqliteSql`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'contact_submissions'`,
  );
  if (old.length === 0) return;
  await db.run(sqliteSql`INSERT INTO messages (id, title, subject, name, email, message, status,
      done_at, mail_status, mail_attempts, mail_error, mail_next_at, idempotency_key, updated_at,
      created_at)
    SELECT id, CASE WHEN subject = '' THEN 'Nachricht von ' || name ELSE subject END,
      subject, name, email, message,
      CASE WHEN done_at IS NULL THEN 'open' ELSE 'done' END,
      strftime('%Y-%m-%dT%H:%M:%fZ', done_at / 1000.0, 'unixepoch'),
      mail_status, mail_attempts, mail_error,
      strftime('%Y-%m-%dT%H:%M:%fZ', mail_next_at / 1000.0, 'unixepoch'),
      idempotency_key,
      strftime('%Y-%m-%dT%H:%M:%fZ', created_at / 1000.0, 'unixepoch'),
      strftime('%Y-%m-%dT%H:%M:%fZ', created_at / 1000.0, 'unixepoch')
    FROM contact_submissions`);
  await db.run(sqliteSql`DROP TABLE contact_submissions`);
}

/** The same for PostgreSQL. */
export async function carryOverPostgres({ db }: PostgresArgs) {
  await db.execute(postgresSql`DO $$ BEGIN
    IF to_regclass('contact_submissions') IS NOT NULL THEN
      -- An instance of the old version still running waits (and then fails to store, which its
      -- visitor is told): no row can come in between the copy and the drop.
      LOCK TABLE contact_submissions IN ACCESS EXCLUSIVE MODE;
      INSERT INTO messages (id, title, subject, name, email, message, status, done_at,
        mail_status, mail_attempts, mail_error, mail_next_at, idempotency_key, updated_at,
        created_at)
      SELECT id, CASE WHEN subject = '' THEN 'Nachricht von ' || name ELSE subject END,
        subject, name, email, message,
        (CASE WHEN done_at IS NULL THEN 'open' ELSE 'done' END)::enum_messages_status,
        to_timestamp(done_at / 1000.0),
        mail_status::enum_messages_mail_status, mail_attempts, mail_error,
        to_timestamp(mail_next_at / 1000.0), idempotency_key,
        to_timestamp(created_at / 1000.0), to_timestamp(created_at / 1000.0)
      FROM contact_submissions;
      DROP TABLE contact_submissions;
    END IF;
  END $$`);
}
