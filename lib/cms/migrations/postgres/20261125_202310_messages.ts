import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { carryOverPostgres } from '../carry-over'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_messages_status" AS ENUM('open', 'done');
  CREATE TYPE "public"."enum_messages_mail_status" AS ENUM('none', 'pending', 'sent', 'failed');
  CREATE TABLE "messages" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"subject" varchar,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_messages_status" DEFAULT 'open' NOT NULL,
  	"done_at" timestamp(3) with time zone,
  	"mail_status" "enum_messages_mail_status" DEFAULT 'none' NOT NULL,
  	"mail_attempts" numeric DEFAULT 0 NOT NULL,
  	"mail_error" varchar,
  	"mail_next_at" timestamp(3) with time zone,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "messages_id" varchar;
  CREATE INDEX "messages_mail_next_at_idx" ON "messages" USING btree ("mail_next_at");
  CREATE UNIQUE INDEX "messages_idempotency_key_idx" ON "messages" USING btree ("idempotency_key");
  CREATE INDEX "messages_updated_at_idx" ON "messages" USING btree ("updated_at");
  CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_messages_fk" FOREIGN KEY ("messages_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("messages_id");`)
  await carryOverPostgres({ db, payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_messages_fk";
  
  DROP INDEX "payload_locked_documents_rels_messages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "messages_id";
  DROP TYPE "public"."enum_messages_status";
  DROP TYPE "public"."enum_messages_mail_status";`)
}
