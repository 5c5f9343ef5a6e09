import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "places_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_places_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "travel_info_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"anchor" varchar NOT NULL,
  	"paragraphs" varchar NOT NULL
  );
  
  CREATE TABLE "travel_info" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "accessibility_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"anchor" varchar NOT NULL,
  	"paragraphs" varchar NOT NULL
  );
  
  CREATE TABLE "accessibility" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "media" ADD COLUMN "license_name" varchar;
  ALTER TABLE "media" ADD COLUMN "license_url" varchar;
  ALTER TABLE "places_rels" ADD CONSTRAINT "places_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "places_rels" ADD CONSTRAINT "places_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_places_v_rels" ADD CONSTRAINT "_places_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_places_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_places_v_rels" ADD CONSTRAINT "_places_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travel_info_sections" ADD CONSTRAINT "travel_info_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travel_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessibility_sections" ADD CONSTRAINT "accessibility_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessibility"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "places_rels_order_idx" ON "places_rels" USING btree ("order");
  CREATE INDEX "places_rels_parent_idx" ON "places_rels" USING btree ("parent_id");
  CREATE INDEX "places_rels_path_idx" ON "places_rels" USING btree ("path");
  CREATE INDEX "places_rels_media_id_idx" ON "places_rels" USING btree ("media_id");
  CREATE INDEX "_places_v_rels_order_idx" ON "_places_v_rels" USING btree ("order");
  CREATE INDEX "_places_v_rels_parent_idx" ON "_places_v_rels" USING btree ("parent_id");
  CREATE INDEX "_places_v_rels_path_idx" ON "_places_v_rels" USING btree ("path");
  CREATE INDEX "_places_v_rels_media_id_idx" ON "_places_v_rels" USING btree ("media_id");
  CREATE INDEX "travel_info_sections_order_idx" ON "travel_info_sections" USING btree ("_order");
  CREATE INDEX "travel_info_sections_parent_id_idx" ON "travel_info_sections" USING btree ("_parent_id");
  CREATE INDEX "accessibility_sections_order_idx" ON "accessibility_sections" USING btree ("_order");
  CREATE INDEX "accessibility_sections_parent_id_idx" ON "accessibility_sections" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "places_rels" CASCADE;
  DROP TABLE "_places_v_rels" CASCADE;
  DROP TABLE "travel_info_sections" CASCADE;
  DROP TABLE "travel_info" CASCADE;
  DROP TABLE "accessibility_sections" CASCADE;
  DROP TABLE "accessibility" CASCADE;
  ALTER TABLE "media" DROP COLUMN "license_name";
  ALTER TABLE "media" DROP COLUMN "license_url";`)
}
