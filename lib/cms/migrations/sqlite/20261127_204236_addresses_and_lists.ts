import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { carryOverLists, type ListedValues, type TypedValues } from '../../list-values'

// Written by hand: the places' state and region carried over onto the lists (lib/cms/list-values.ts).
const listed = (db: MigrateUpArgs['db'], table: string, prefix: string) => ({
  name: table,
  read: () =>
    db.all<TypedValues>(
      sql.raw(
        `SELECT id, ${prefix}slug AS slug, ${prefix}state AS state, ${prefix}facts_region AS region FROM ${table}`,
      ),
    ),
  write: (id: TypedValues['id'], values: ListedValues) =>
    db.run(
      sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(`${prefix}state`)} = ${values.state}, ${sql.identifier(`${prefix}legacy_state`)} = ${values.legacyState}, ${sql.identifier(`${prefix}facts_region`)} = ${values.region}, ${sql.identifier(`${prefix}facts_region_detail`)} = ${values.regionDetail} WHERE id = ${id}`,
    ),
})

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`place_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`place_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_place_idx\` ON \`redirects\` (\`place_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`legacy_state\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facts_region_detail\` text;`)
  await db.run(sql`ALTER TABLE \`_places_v\` ADD \`version_legacy_state\` text;`)
  await db.run(sql`ALTER TABLE \`_places_v\` ADD \`version_facts_region_detail\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await carryOverLists(
    [listed(db, 'places', ''), listed(db, '_places_v', 'version_')],
    (message) => payload.logger.warn(message),
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Written by hand: the lists' values back to free text, the details and unlisted states with them.
  for (const [table, prefix] of [['places', ''], ['_places_v', 'version_']]) {
    await db.run(
      sql.raw(
        `UPDATE ${table} SET ${prefix}state = coalesce(${prefix}state, ${prefix}legacy_state), ${prefix}facts_region = CASE WHEN ${prefix}facts_region IS NOT NULL AND ${prefix}facts_region_detail IS NOT NULL THEN ${prefix}facts_region || ' (' || ${prefix}facts_region_detail || ')' ELSE coalesce(${prefix}facts_region, ${prefix}facts_region_detail) END`,
      ),
    )
  }
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`places_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	\`messages_id\` text,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`places_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "places_id", "categories_id", "media_id", "messages_id", "users_id") SELECT "id", "order", "parent_id", "path", "places_id", "categories_id", "media_id", "messages_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_places_id_idx\` ON \`payload_locked_documents_rels\` (\`places_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`legacy_state\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`facts_region_detail\`;`)
  await db.run(sql`ALTER TABLE \`_places_v\` DROP COLUMN \`version_legacy_state\`;`)
  await db.run(sql`ALTER TABLE \`_places_v\` DROP COLUMN \`version_facts_region_detail\`;`)
}
