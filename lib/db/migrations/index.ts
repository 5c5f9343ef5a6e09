import * as contactTables from './0001-contact';
import * as securityTables from './0002-security';
import * as retiredInboxSessions from './0003-retire-inbox-sessions';

/**
 * Every schema version in order. Add a file `NNNN-name.ts` exporting `statements` and list it here;
 * never edit a migration that has shipped. They run automatically when the app first uses the database.
 * `version` is what existing databases record as applied: it never changes, even if a file is renamed
 * (`0001-kontakt` is the first migration's id from before the code was named in English).
 */
export const migrations: { version: string; statements: string[] }[] = [
  { version: '0001-kontakt', ...contactTables },
  { version: '0002-security', ...securityTables },
  { version: '0003-retire-inbox-sessions', ...retiredInboxSessions },
];
