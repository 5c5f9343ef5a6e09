import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from './source-files';

/** Translations by namespace and key, as Payload keeps them. */
export type Words = Record<string, Record<string, string>>;

/** A date field of a collection or global, and how the backend shows a sample date in it. */
export type DateField = {
  /** `<collection or global>.<field>`, e.g. `messages.doneAt`. */
  path: string;
  /** Not in the edit view (`admin.hidden`, `admin.disabled`, `hidden`, or in such a field). */
  hidden: boolean;
  /** The sample date in the list's column (Payload's DateCell). */
  inList: string;
  /** The sample date in the edit view's date picker (Payload's DatePicker). */
  inEditView: string;
  /** The sample time in the picker's list of times, where it has one. */
  inTimeList?: string;
};

/** What the owner's backend is built from, read from the real configuration (lib/cms/config.ts). */
export type BackendConfig = {
  /** Payload's own German translations. */
  payloadGerman: Words;
  /** What the backend shows: Payload's German merged with the configuration's, by Payload. */
  shownGerman: Words;
  /** The configuration's `admin.dateFormat`, and the sample date written with it. */
  dateFormat: string;
  sampleDate: string;
  dateFields: DateField[];
};

/** The sample date: 7 December 2026, 08:06 in Berlin. */
export const sampleDate = { iso: '2026-12-07T07:06:00.000Z', timeZone: 'Europe/Berlin' };

// Runs in Node.js through tsx (Payload ships ES modules only, which Jest does not load).
const script = `
import config from '@/lib/cms/config';
import { initI18n } from '@payloadcms/translations';
import { de } from '@payloadcms/translations/languages/de';
import { formatDate } from '@payloadcms/ui/shared';

const built = await config;
// What the backend's views translate with: Payload's German deep-merged with the configuration's
// (and its plugins'), the whole set (the client gets a part of it).
const i18n = await initI18n({ config: built.i18n, context: 'api', language: 'de' });
const sample = ${JSON.stringify(sampleDate.iso)};
const write = (pattern) => formatDate({ date: sample, i18n, pattern });
// @payloadcms/ui 3.90.1: DateCell writes \`admin.date.displayFormat || admin.dateFormat\`;
// DatePicker writes \`displayFormat\`, else its own pattern for the picker's appearance, and its
// list of times \`timeFormat\`, else 'h:mm aa'.
const pickerPatterns = {
  default: 'MM/dd/yyyy',
  dayAndTime: 'MMM d, yyy h:mm a',
  timeOnly: 'h:mm a',
  dayOnly: 'MMM dd',
  monthOnly: 'MMMM',
};
const dateFields = [];
const visit = (fields, prefix, hidden) => {
  for (const field of fields) {
    if (typeof field !== 'object' || !field) continue;
    const path = 'name' in field && field.name ? prefix + '.' + field.name : prefix;
    // Not in the edit view: hidden from the admin (\`admin.hidden\`: still a list's column) or everywhere.
    const isHidden = hidden || Boolean(field.hidden || field.admin?.hidden || field.admin?.disabled);
    if (field.type === 'date') {
      const date = field.admin?.date ?? {};
      dateFields.push({
        path,
        hidden: isHidden,
        inList: write(date.displayFormat || built.admin.dateFormat),
        inEditView: write(date.displayFormat || pickerPatterns[date.pickerAppearance ?? 'default']),
        inTimeList: ['dayAndTime', 'timeOnly'].includes(date.pickerAppearance)
          ? write(date.timeFormat || 'h:mm aa')
          : undefined,
      });
    }
    if (Array.isArray(field.fields)) visit(field.fields, path, isHidden);
    for (const tab of field.tabs ?? []) visit(tab.fields, tab.name ? path + '.' + tab.name : path, isHidden);
    for (const block of field.blocks ?? []) if (block.fields) visit(block.fields, path + '.' + block.slug, isHidden);
  }
};
for (const entity of [...built.collections, ...built.globals]) visit(entity.fields, entity.slug, false);

console.log(JSON.stringify({
  payloadGerman: de.translations,
  shownGerman: i18n.translations,
  dateFormat: built.admin.dateFormat,
  sampleDate: write(built.admin.dateFormat),
  dateFields,
}));
process.exit(0);
`;

/**
 * The backend's configuration as the server builds it, in a Node.js process of its own, on a
 * database folder of its own (the configuration reads its secret from the database).
 */
export async function readBackendConfig(): Promise<BackendConfig> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backend-config-'));
  try {
    const { stdout } = await promisify(execFile)(
      join(root, 'node_modules/.bin/tsx'),
      ['--import', './scripts/server-only-stub.mjs', '--eval', script],
      {
        cwd: root,
        maxBuffer: 16 * 1024 * 1024,
        env: {
          ...process.env,
          TZ: sampleDate.timeZone,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SESSION_SECRET: 'backend-config',
          // Photos on disk: no store's settings are needed to build the configuration.
          S3_BUCKET: '',
          BLOB_READ_WRITE_TOKEN: '',
        },
      },
    );
    // The last line: Payload may log before it.
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as BackendConfig;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
