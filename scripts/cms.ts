// The backend's database outside the server
// (docs/backend.md#the-backends-database-from-the-command-line):
//   tsx scripts/cms.ts migrate                 runs the migrations, then fills an empty database
//                                              with the sample site (npm run build does this first),
//                                              and a document (global) the database lacks
//   tsx scripts/cms.ts create-migration NAME   writes a migration for a changed schema, for the
//                                              configured database (SQLite, or PostgreSQL with DATABASE_URL)
//   tsx scripts/cms.ts import-map              writes lib/cms/import-map.js, the admin's components
//   tsx scripts/cms.ts types                   writes lib/cms/payload-types.ts from the collections
//   tsx scripts/cms.ts check-types             fails when lib/cms/payload-types.ts is not what
//                                              `types` would write (lib/cms/payload-types.test.ts)
// Run through `npm run cms -- …`, which resolves `server-only` (scripts/server-only-stub.mjs).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateImportMap, getPayload, type SanitizedConfig } from 'payload';
import { generateTypes } from 'payload/node';
import config from '@/lib/cms/config';
import { fillDocuments, seed } from '@/lib/cms/seed';

/** Generates the types into a folder of its own and compares them with the committed file. */
async function checkTypes(built: SanitizedConfig) {
  const committed = built.typescript.outputFile;
  const folder = mkdtempSync(join(tmpdir(), 'payload-types-'));
  try {
    const outputFile = join(folder, 'payload-types.ts');
    await generateTypes(
      { ...built, typescript: { ...built.typescript, outputFile } },
      { log: false },
    );
    if (readFileSync(outputFile, 'utf8') !== readFileSync(committed, 'utf8')) {
      throw new Error(
        `${committed} does not match the backend's configuration: run \`npm run cms -- types\`.`,
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main([command, name] = process.argv.slice(2)) {
  if (command === 'import-map') return generateImportMap(await config, { force: true, log: true });
  if (command === 'types') return generateTypes(await config);
  if (command === 'check-types') return checkTypes(await config);
  const payload = await getPayload({ config, disableOnInit: true });
  if (command === 'create-migration') {
    if (!name) throw new Error('Usage: npm run cms -- create-migration NAME');
    await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true });
  } else if (command === 'migrate') {
    await payload.db.migrate();
    if (await seed(payload)) console.log('Sample content copied into the empty database.');
    for (const slug of await fillDocuments(payload)) {
      console.log(`Sample document "${slug}" copied into the database, which lacked it.`);
    }
  } else {
    throw new Error(
      `Unknown command "${command}" (migrate, create-migration NAME, import-map, types, check-types)`,
    );
  }
  await payload.destroy();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
