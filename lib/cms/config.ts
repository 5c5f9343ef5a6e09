import 'server-only';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { de } from '@payloadcms/translations/languages/de';
import { join } from 'node:path';
import { buildConfig, type CollectionConfig, type Config, type GlobalConfig } from 'payload';
import sharp from 'sharp';
import { databaseUrlFromEnv } from '@/lib/db/open';
import { filePath } from '@/lib/db/sqlite';
import { siteUrl } from '@/lib/site-url';
import { secret } from '@/lib/security/process-secret';
import { keepFieldErrors } from '@/lib/workarounds/payload-field-errors';
import { Categories } from './collections/Categories';
import { Media } from './collections/Media';
import { Messages } from './collections/Messages';
import { Places } from './collections/Places';
import { Redirects } from './collections/Redirects';
import { Users } from './collections/Users';
import { siteIcon } from './site-name';
import { Accessibility } from './globals/Accessibility';
import { Privacy } from './globals/Privacy';
import { Site } from './globals/Site';
import { TravelInfo } from './globals/TravelInfo';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';
import { advisoryLock, folderLock, withMigrationLock } from './migration-lock';
import { dateTimeFormat } from './dates';
import { accessibleNames, ownerWords } from './owner-words';
import { withQueryLimits, withRefusedQueries } from './query-limits';
import { syncOwner } from './owner';
import { fillDocuments } from './seed';
import { storageDependencies, storagePlugin } from './storage';

/** In each edit form: the fields a save was refused for stay marked (payload-refused-marks.ts). */
const beforeDocumentControls = ['/components/KeepRefusedMarks#KeepRefusedMarks'];

/** A global's edit view without its "API" tab: the owner edits, she does not program. */
const withoutApi = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  admin: {
    ...global.admin,
    hideAPIURL: true,
    components: { ...global.admin?.components, elements: { beforeDocumentControls } },
  },
});

/** A collection without its "API" tab, and its list as the page's main content. */
const forOwner = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  admin: {
    ...collection.admin,
    hideAPIURL: true,
    components: {
      ...collection.admin?.components,
      edit: { beforeDocumentControls },
      views: { list: { Component: '/components/ListInMain#ListInMain' } },
    },
  },
});

/** This folder, for Payload's command line (migrations, import map); the server does not read it. */
const here = join(process.cwd(), 'lib/cms');

/**
 * The database of the backend, the same as the contact form's: PostgreSQL with DATABASE_URL, else
 * the SQLite file in DATA_DIR. The schema only changes through migrations (also under `next dev`),
 * which run when the server starts and before every build (scripts/cms.ts).
 */
function database(url = databaseUrlFromEnv()) {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const adapter = postgresAdapter({
      pool: { connectionString: url, max: 10, connectionTimeoutMillis: 5000 },
      push: false,
      migrationDir: join(here, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
    });
    // The pool exists only once the adapter has connected: the lock takes it when it runs.
    return withRefusedQueries(
      withMigrationLock(adapter, (connected) => advisoryLock(() => connected.pool)),
    );
  }
  const adapter = sqliteAdapter({
    client: { url },
    push: false,
    busyTimeout: 5000,
    wal: true,
    migrationDir: join(here, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
  });
  return withRefusedQueries(
    withMigrationLock(adapter, () => folderLock(`${filePath(url)}.migrations.lock`)),
  );
}

/**
 * A promise that runs `build` when first awaited, and again after it failed: Payload awaits the
 * config on every `getPayload` until its start succeeds, so that the backend starts once the
 * database is back (a promise that failed once would fail on every request until a restart).
 */
function builtOnUse<T>(build: () => Promise<T>): Promise<T> {
  let built: Promise<T> | undefined;
  const current = () =>
    (built ??= build().catch((error: unknown) => {
      built = undefined;
      throw error;
    }));
  return {
    then: (onFulfilled, onRejected) => current().then(onFulfilled, onRejected),
    catch: (onRejected) => current().catch(onRejected),
    finally: (onFinally) => current().finally(onFinally),
    [Symbol.toStringTag]: 'Promise',
  };
}

/**
 * Payload CMS: the owner's German backend at /verwaltung and its REST API at /api. Its secret comes
 * from the database (lib/security/server-secret.ts), so it is built when first used (see `builtOnUse`).
 */
export default builtOnUse(async () =>
  buildConfig({
    // Signs the owner's sessions: SESSION_SECRET, else a random one stored in the database.
    secret: await secret(),
    routes: { admin: '/verwaltung', api: '/api' },
    i18n: {
      supportedLanguages: { de },
      fallbackLanguage: 'de',
      translations: { de: { ...ownerWords, accessibleNames } },
    },
    admin: {
      user: Users.slug,
      // Payload's default is Gravatar, which would send a hash of the owner's address to a third party.
      avatar: 'default',
      // Lists, versions, "Zuletzt geändert": "07.12.2026, 08:06" (date fields: lib/cms/dates.ts).
      dateFormat: dateTimeFormat,
      importMap: { baseDir: here, importMapFile: join(here, 'import-map.js') },
      dependencies: storageDependencies,
      // The browser's tab: the site's icon; its title ends with the site's name (the page's metadata).
      meta: {
        titleSuffix: '',
        robots: 'noindex, nofollow',
        icons: [{ rel: 'icon', type: 'image/svg+xml', url: siteIcon }],
        defaultOGImageType: 'off',
      },
      // Her site, not Payload: its name and icon on the login page, in the top bar and above the
      // navigation, and an overview of her own (lib/cms/components/Dashboard.tsx).
      components: {
        graphics: {
          Logo: '/components/SiteBrand#SiteLogo',
          Icon: '/components/SiteBrand#SiteIcon',
        },
        beforeNavLinks: ['/components/SiteBrand#SiteNavHeader'],
        // Names for Payload's controls that have none (lib/workarounds/payload-accessible-names.ts).
        providers: ['/components/AccessibleNames#AccessibleNames'],
        views: { dashboard: { Component: '/components/Dashboard#Dashboard' } },
      },
    },
    collections: [Places, Categories, Media, Messages, Redirects, Users]
      .map(forOwner)
      .map(withQueryLimits),
    globals: [Site, Privacy, TravelInfo, Accessibility].map(withoutApi),
    db: database(),
    // What the backend shows the client (lib/cms/errors.ts: a refused photo or query, the login
    // limit) is the client's mistake: one short line, not an error with its stack. (The type knows
    // Payload's own error names only; Payload looks any name up.)
    loggingLevels: { ShownError: 'info' } as Config['loggingLevels'],
    // A save with invalid fields names them, so that the form marks each field with its message
    // (lib/workarounds/payload-field-errors.ts).
    hooks: { afterError: [keepFieldErrors] },
    sharp,
    plugins: [storagePlugin()],
    upload: {
      limits: { fileSize: 25 * 1024 * 1024 },
      abortOnLimit: true,
      responseOnLimit: 'Die Datei ist größer als 25 MB.',
    },
    // Cross-site writes are refused for cookie-authenticated requests from other origins.
    cors: [siteUrl],
    csrf: [siteUrl],
    graphQL: { disable: true },
    telemetry: false,
    typescript: { outputFile: join(here, 'payload-types.ts'), autoGenerate: false },
    // When the backend starts: the owner's account from the environment, and each document the
    // database holds no section of (a new database, or one from before the document existed)
    // filled from content/, so that no page waits for `npm run cms -- migrate`.
    onInit: async (payload) => {
      await syncOwner(payload);
      await fillDocuments(payload);
    },
  }),
);
