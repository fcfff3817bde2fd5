CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"agent_name" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "support_messages_sender" CHECK ("support_messages"."sender" IN ('player', 'agent')),
	CONSTRAINT "support_messages_body" CHECK (char_length("support_messages"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE INDEX "support_messages_user_idx" ON "support_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "support_messages_unread_idx" ON "support_messages" USING btree ("created_at") WHERE "support_messages"."sender" = 'player' AND "support_messages"."read_at" IS NULL;