import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "places_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_places_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "places" ADD COLUMN "facts_time_needed" varchar;
  ALTER TABLE "places" ADD COLUMN "tip" varchar;
  ALTER TABLE "_places_v" ADD COLUMN "version_facts_time_needed" varchar;
  ALTER TABLE "_places_v" ADD COLUMN "version_tip" varchar;
  ALTER TABLE "places_highlights" ADD CONSTRAINT "places_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_places_v_version_highlights" ADD CONSTRAINT "_places_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_places_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "places_highlights_order_idx" ON "places_highlights" USING btree ("_order");
  CREATE INDEX "places_highlights_parent_id_idx" ON "places_highlights" USING btree ("_parent_id");
  CREATE INDEX "_places_v_version_highlights_order_idx" ON "_places_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_places_v_version_highlights_parent_id_idx" ON "_places_v_version_highlights" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "places_highlights" CASCADE;
  DROP TABLE "_places_v_version_highlights" CASCADE;
  ALTER TABLE "places" DROP COLUMN "facts_time_needed";
  ALTER TABLE "places" DROP COLUMN "tip";
  ALTER TABLE "_places_v" DROP COLUMN "version_facts_time_needed";
  ALTER TABLE "_places_v" DROP COLUMN "version_tip";`)
}
