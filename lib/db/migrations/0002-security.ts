/**
 * The generated server secret (used when none is configured) and the owner's sessions, stored
 * so that logging out or changing the password ends them.
 */
export const statements = [
  `CREATE TABLE server_secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  )`,
  `CREATE TABLE admin_sessions (
    id TEXT PRIMARY KEY,
    expires_at BIGINT NOT NULL,
    password_tag TEXT NOT NULL
  )`,
];
