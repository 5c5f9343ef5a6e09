import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { carryOverLists, type ListedValues, type TypedValues } from '../../list-values'

// Written by hand: the places' state and region carried over onto the lists (lib/cms/list-values.ts)
// before their columns become the lists' types.
const listed = (db: MigrateUpArgs['db'], table: string, prefix: string) => ({
  name: table,
  read: async () =>
    (
      await db.execute<TypedValues>(
        sql.raw(
          `SELECT id, ${prefix}slug AS slug, ${prefix}state AS state, ${prefix}facts_region AS region FROM ${table}`,
        ),
      )
    ).rows,
  write: (id: TypedValues['id'], values: ListedValues) =>
    db.execute(
      sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(`${prefix}state`)} = ${values.state}, ${sql.identifier(`${prefix}legacy_state`)} = ${values.legacyState}, ${sql.identifier(`${prefix}facts_region`)} = ${values.region}, ${sql.identifier(`${prefix}facts_region_detail`)} = ${values.regionDetail} WHERE id = ${id}`,
    ),
})

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_places_state" AS ENUM('Alabama', 'Alaska', 'Arizona', 'Arkansas', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kalifornien', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'Washington, D.C.', 'West Virginia', 'Wisconsin', 'Wyoming');
  CREATE TYPE "public"."enum_places_facts_region" AS ENUM('Alaska', 'Mittlerer Westen', 'Neuengland', 'Nordosten', 'Ostküste', 'Pazifik', 'Pazifischer Nordwesten', 'Rocky Mountains', 'Süden', 'Südosten', 'Südwesten', 'Westen', 'Westküste');
  CREATE TYPE "public"."enum__places_v_version_state" AS ENUM('Alabama', 'Alaska', 'Arizona', 'Arkansas', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kalifornien', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'Washington, D.C.', 'West Virginia', 'Wisconsin', 'Wyoming');
  CREATE TYPE "public"."enum__places_v_version_facts_region" AS ENUM('Alaska', 'Mittlerer Westen', 'Neuengland', 'Nordosten', 'Ostküste', 'Pazifik', 'Pazifischer Nordwesten', 'Rocky Mountains', 'Süden', 'Südosten', 'Südwesten', 'Westen', 'Westküste');
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"place_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "places" ADD COLUMN "legacy_state" varchar;
  ALTER TABLE "places" ADD COLUMN "facts_region_detail" varchar;
  ALTER TABLE "_places_v" ADD COLUMN "version_legacy_state" varchar;
  ALTER TABLE "_places_v" ADD COLUMN "version_facts_region_detail" varchar;
  `)
  await carryOverLists(
    [listed(db, 'places', ''), listed(db, '_places_v', 'version_')],
    (message) => payload.logger.warn(message),
  )
  await db.execute(sql`
  ALTER TABLE "places" ALTER COLUMN "state" SET DATA TYPE "public"."enum_places_state" USING "state"::"public"."enum_places_state";
  ALTER TABLE "places" ALTER COLUMN "facts_region" SET DATA TYPE "public"."enum_places_facts_region" USING "facts_region"::"public"."enum_places_facts_region";
  ALTER TABLE "_places_v" ALTER COLUMN "version_state" SET DATA TYPE "public"."enum__places_v_version_state" USING "version_state"::"public"."enum__places_v_version_state";
  ALTER TABLE "_places_v" ALTER COLUMN "version_facts_region" SET DATA TYPE "public"."enum__places_v_version_facts_region" USING "version_facts_region"::"public"."enum__places_v_version_facts_region";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_place_idx" ON "redirects" USING btree ("place_id");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "places" ALTER COLUMN "state" SET DATA TYPE varchar;
  ALTER TABLE "places" ALTER COLUMN "facts_region" SET DATA TYPE varchar;
  ALTER TABLE "_places_v" ALTER COLUMN "version_state" SET DATA TYPE varchar;
  ALTER TABLE "_places_v" ALTER COLUMN "version_facts_region" SET DATA TYPE varchar;
  UPDATE "places" SET "state" = coalesce("state", "legacy_state"), "facts_region" = CASE WHEN "facts_region" IS NOT NULL AND "facts_region_detail" IS NOT NULL THEN "facts_region" || ' (' || "facts_region_detail" || ')' ELSE coalesce("facts_region", "facts_region_detail") END;
  UPDATE "_places_v" SET "version_state" = coalesce("version_state", "version_legacy_state"), "version_facts_region" = CASE WHEN "version_facts_region" IS NOT NULL AND "version_facts_region_detail" IS NOT NULL THEN "version_facts_region" || ' (' || "version_facts_region_detail" || ')' ELSE coalesce("version_facts_region", "version_facts_region_detail") END;
  ALTER TABLE "places" DROP COLUMN "legacy_state";
  ALTER TABLE "places" DROP COLUMN "facts_region_detail";
  ALTER TABLE "_places_v" DROP COLUMN "version_legacy_state";
  ALTER TABLE "_places_v" DROP COLUMN "version_facts_region_detail";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_places_state";
  DROP TYPE "public"."enum_places_facts_region";
  DROP TYPE "public"."enum__places_v_version_state";
  DROP TYPE "public"."enum__places_v_version_facts_region";`)
}
