import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`places\` ADD \`facts_region\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facts_best_time\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facts_arrival\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facts_admission\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facts_free_admission\` integer;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facts_time_zone\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facts_website\` text;`)
  await db.run(sql`ALTER TABLE \`_places_v\` ADD \`version_facts_region\` text;`)
  await db.run(sql`ALTER TABLE \`_places_v\` ADD \`version_facts_best_time\` text;`)
  await db.run(sql`ALTER TABLE \`_places_v\` ADD \`version_facts_arrival\` text;`)
  await db.run(sql`ALTER TABLE \`_places_v\` ADD \`version_facts_admission\` text;`)
  await db.run(sql`ALTER TABLE \`_places_v\` ADD \`version_facts_free_admission\` integer;`)
  await db.run(sql`ALTER TABLE \`_places_v\` ADD \`version_facts_time_zone\` text;`)
  await db.run(sql`ALTER TABLE \`_places_v\` ADD \`version_facts_website\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`facts_region\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`facts_best_time\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`facts_arrival\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`facts_admission\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`facts_free_admission\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`facts_time_zone\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`facts_website\`;`)
  await db.run(sql`ALTER TABLE \`_places_v\` DROP COLUMN \`version_facts_region\`;`)
  await db.run(sql`ALTER TABLE \`_places_v\` DROP COLUMN \`version_facts_best_time\`;`)
  await db.run(sql`ALTER TABLE \`_places_v\` DROP COLUMN \`version_facts_arrival\`;`)
  await db.run(sql`ALTER TABLE \`_places_v\` DROP COLUMN \`version_facts_admission\`;`)
  await db.run(sql`ALTER TABLE \`_places_v\` DROP COLUMN \`version_facts_free_admission\`;`)
  await db.run(sql`ALTER TABLE \`_places_v\` DROP COLUMN \`version_facts_time_zone\`;`)
  await db.run(sql`ALTER TABLE \`_places_v\` DROP COLUMN \`version_facts_website\`;`)
}
