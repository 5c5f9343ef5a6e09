import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`places_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`places_rels_order_idx\` ON \`places_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`places_rels_parent_idx\` ON \`places_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`places_rels_path_idx\` ON \`places_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`places_rels_media_id_idx\` ON \`places_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_places_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_places_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_places_v_rels_order_idx\` ON \`_places_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_rels_parent_idx\` ON \`_places_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_rels_path_idx\` ON \`_places_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_rels_media_id_idx\` ON \`_places_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`travel_info_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`anchor\` text NOT NULL,
  	\`paragraphs\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`travel_info\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`travel_info_sections_order_idx\` ON \`travel_info_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`travel_info_sections_parent_id_idx\` ON \`travel_info_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`travel_info\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`accessibility_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`anchor\` text NOT NULL,
  	\`paragraphs\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accessibility_sections_order_idx\` ON \`accessibility_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`accessibility_sections_parent_id_idx\` ON \`accessibility_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accessibility\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`media\` ADD \`license_name\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`license_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`places_rels\`;`)
  await db.run(sql`DROP TABLE \`_places_v_rels\`;`)
  await db.run(sql`DROP TABLE \`travel_info_sections\`;`)
  await db.run(sql`DROP TABLE \`travel_info\`;`)
  await db.run(sql`DROP TABLE \`accessibility_sections\`;`)
  await db.run(sql`DROP TABLE \`accessibility\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`license_name\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`license_url\`;`)
}
