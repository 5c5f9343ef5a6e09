import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "places" ADD COLUMN "facts_region" varchar;
  ALTER TABLE "places" ADD COLUMN "facts_best_time" varchar;
  ALTER TABLE "places" ADD COLUMN "facts_arrival" varchar;
  ALTER TABLE "places" ADD COLUMN "facts_admission" varchar;
  ALTER TABLE "places" ADD COLUMN "facts_free_admission" boolean;
  ALTER TABLE "places" ADD COLUMN "facts_time_zone" varchar;
  ALTER TABLE "places" ADD COLUMN "facts_website" varchar;
  ALTER TABLE "_places_v" ADD COLUMN "version_facts_region" varchar;
  ALTER TABLE "_places_v" ADD COLUMN "version_facts_best_time" varchar;
  ALTER TABLE "_places_v" ADD COLUMN "version_facts_arrival" varchar;
  ALTER TABLE "_places_v" ADD COLUMN "version_facts_admission" varchar;
  ALTER TABLE "_places_v" ADD COLUMN "version_facts_free_admission" boolean;
  ALTER TABLE "_places_v" ADD COLUMN "version_facts_time_zone" varchar;
  ALTER TABLE "_places_v" ADD COLUMN "version_facts_website" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "places" DROP COLUMN "facts_region";
  ALTER TABLE "places" DROP COLUMN "facts_best_time";
  ALTER TABLE "places" DROP COLUMN "facts_arrival";
  ALTER TABLE "places" DROP COLUMN "facts_admission";
  ALTER TABLE "places" DROP COLUMN "facts_free_admission";
  ALTER TABLE "places" DROP COLUMN "facts_time_zone";
  ALTER TABLE "places" DROP COLUMN "facts_website";
  ALTER TABLE "_places_v" DROP COLUMN "version_facts_region";
  ALTER TABLE "_places_v" DROP COLUMN "version_facts_best_time";
  ALTER TABLE "_places_v" DROP COLUMN "version_facts_arrival";
  ALTER TABLE "_places_v" DROP COLUMN "version_facts_admission";
  ALTER TABLE "_places_v" DROP COLUMN "version_facts_free_admission";
  ALTER TABLE "_places_v" DROP COLUMN "version_facts_time_zone";
  ALTER TABLE "_places_v" DROP COLUMN "version_facts_website";`)
}
