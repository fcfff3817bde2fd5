CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_name" text NOT NULL,
	"reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_type_ck" CHECK ("kyc_documents"."type" IN ('IDENTITY', 'PROOF_OF_ADDRESS', 'PAYMENT_METHOD', 'SOURCE_OF_FUNDS')),
	CONSTRAINT "kyc_documents_status_ck" CHECK ("kyc_documents"."status" IN ('PENDING', 'APPROVED', 'REJECTED', 'REQUESTED')),
	CONSTRAINT "kyc_documents_mime_ck" CHECK ("kyc_documents"."mime_type" IN ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "kyc_documents_size_ck" CHECK ("kyc_documents"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_status_idx" ON "kyc_documents" USING btree ("status","created_at");