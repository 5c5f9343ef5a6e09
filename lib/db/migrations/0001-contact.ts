/** Contact form submissions, the shared rate limit events. Portable SQL (SQLite and PostgreSQL). */
export const statements = [
  `CREATE TABLE contact_submissions (
    id TEXT PRIMARY KEY,
    idempotency_key TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    done_at BIGINT,
    mail_status TEXT NOT NULL,
    mail_attempts INTEGER NOT NULL DEFAULT 0,
    mail_error TEXT,
    mail_next_at BIGINT
  )`,
  'CREATE INDEX contact_submissions_newest ON contact_submissions (created_at, id)',
  'CREATE INDEX contact_submissions_mail ON contact_submissions (mail_status, mail_next_at)',
  `CREATE TABLE rate_limit_events (
    bucket TEXT NOT NULL,
    client TEXT NOT NULL,
    at BIGINT NOT NULL
  )`,
  'CREATE INDEX rate_limit_events_lookup ON rate_limit_events (bucket, client, at)',
];
