import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`places_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`places_highlights_order_idx\` ON \`places_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`places_highlights_parent_id_idx\` ON \`places_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_places_v_version_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_places_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_places_v_version_highlights_order_idx\` ON \`_places_v_version_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_version_highlights_parent_id_idx\` ON \`_places_v_version_highlights\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facts_time_needed\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`tip\` text;`)
  await db.run(sql`ALTER TABLE \`_places_v\` ADD \`version_facts_time_needed\` text;`)
  await db.run(sql`ALTER TABLE \`_places_v\` ADD \`version_tip\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`places_highlights\`;`)
  await db.run(sql`DROP TABLE \`_places_v_version_highlights\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`facts_time_needed\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`tip\`;`)
  await db.run(sql`ALTER TABLE \`_places_v\` DROP COLUMN \`version_facts_time_needed\`;`)
  await db.run(sql`ALTER TABLE \`_places_v\` DROP COLUMN \`version_tip\`;`)
}
