-- CreateEnum
CREATE TYPE "PlanStatus" AS ENUM ('OUTLINE', 'WRITING', 'DONE', 'STOPPED');

-- CreateEnum
CREATE TYPE "PostKind" AS ENUM ('OFFER', 'BEHIND_THE_SCENES', 'TIP', 'CUSTOMER_STORY', 'QUESTION', 'SEASONAL');

-- CreateEnum
CREATE TYPE "PlanItemStatus" AS ENUM ('OUTLINED', 'QUEUED', 'WRITING', 'WRITTEN', 'FAILED', 'OUT_OF_CREDITS');

-- CreateEnum
CREATE TYPE "VoiceExampleKind" AS ENUM ('EDIT', 'CHOICE', 'TOP');

-- AlterEnum
ALTER TYPE "PostStatus" ADD VALUE 'PROPOSED';

-- AlterTable
ALTER TABLE "BusinessProfile" ADD COLUMN     "country" TEXT,
ADD COLUMN     "region" TEXT;

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "engagement" INTEGER,
ADD COLUMN     "engagementReadAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "PostCounter" ADD COLUMN     "proposed" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ContentPlan" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "fromDay" DATE NOT NULL,
    "toDay" DATE NOT NULL,
    "status" "PlanStatus" NOT NULL DEFAULT 'OUTLINE',
    "settings" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentPlan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlanItem" (
    "id" SERIAL NOT NULL,
    "planId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "kind" "PostKind" NOT NULL,
    "theme" TEXT NOT NULL,
    "occasion" TEXT,
    "withImage" BOOLEAN NOT NULL DEFAULT false,
    "status" "PlanItemStatus" NOT NULL DEFAULT 'OUTLINED',
    "postId" INTEGER,
    "attempt" INTEGER NOT NULL DEFAULT 0,
    "claimedBy" TEXT,
    "claimedAt" TIMESTAMP(3),
    "rewrite" BOOLEAN NOT NULL DEFAULT false,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlanItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VoiceProfile" (
    "userId" TEXT NOT NULL,
    "learning" BOOLEAN NOT NULL DEFAULT true,
    "summary" TEXT,
    "summaryByOwner" BOOLEAN NOT NULL DEFAULT false,
    "summaryAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "VoiceProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "VoiceExample" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "postId" INTEGER,
    "kind" "VoiceExampleKind" NOT NULL,
    "aiText" TEXT,
    "ownerText" TEXT NOT NULL,
    "pinned" BOOLEAN NOT NULL DEFAULT false,
    "removed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VoiceExample_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VariantSet" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "texts" TEXT[],
    "imageId" TEXT,
    "request" JSONB NOT NULL,
    "cost" INTEGER NOT NULL,
    "writer" TEXT NOT NULL,
    "chosenPostId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VariantSet_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Post_status_publishedAt_idx" ON "Post"("status", "publishedAt");

-- CreateIndex
CREATE INDEX "ContentPlan_userId_createdAt_idx" ON "ContentPlan"("userId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "PlanItem_postId_key" ON "PlanItem"("postId");

-- CreateIndex
CREATE INDEX "PlanItem_planId_at_idx" ON "PlanItem"("planId", "at");

-- CreateIndex
CREATE INDEX "PlanItem_status_claimedAt_idx" ON "PlanItem"("status", "claimedAt");

-- CreateIndex
CREATE INDEX "VoiceExample_userId_createdAt_idx" ON "VoiceExample"("userId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "VoiceExample_postId_kind_key" ON "VoiceExample"("postId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "VariantSet_chosenPostId_key" ON "VariantSet"("chosenPostId");

-- CreateIndex
CREATE INDEX "VariantSet_userId_createdAt_idx" ON "VariantSet"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "ContentPlan" ADD CONSTRAINT "ContentPlan_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanItem" ADD CONSTRAINT "PlanItem_planId_fkey" FOREIGN KEY ("planId") REFERENCES "ContentPlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanItem" ADD CONSTRAINT "PlanItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanItem" ADD CONSTRAINT "PlanItem_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoiceProfile" ADD CONSTRAINT "VoiceProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoiceExample" ADD CONSTRAINT "VoiceExample_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoiceExample" ADD CONSTRAINT "VoiceExample_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VariantSet" ADD CONSTRAINT "VariantSet_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VariantSet" ADD CONSTRAINT "VariantSet_chosenPostId_fkey" FOREIGN KEY ("chosenPostId") REFERENCES "Post"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- The post counters count PROPOSED posts too (the functions of 20261124041331_post_targets, with the one
-- column more; the triggers stay as they are). No post is PROPOSED yet, so no counter needs setting.
CREATE OR REPLACE FUNCTION "post_counter_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PostCounter" AS c ("userId", "generated", "scheduled", "published", "failed", "unconfirmed", "partlyPublished", "proposed", "latestPostAt")
  SELECT "userId",
         count(*) FILTER (WHERE "status" = 'GENERATED'),
         count(*) FILTER (WHERE "status" = 'SCHEDULED'),
         count(*) FILTER (WHERE "status" = 'PUBLISHED'),
         count(*) FILTER (WHERE "status" = 'FAILED'),
         count(*) FILTER (WHERE "status" = 'UNCONFIRMED'),
         count(*) FILTER (WHERE "status" = 'PARTLY_PUBLISHED'),
         count(*) FILTER (WHERE "status" = 'PROPOSED'),
         max("createdAt")
  FROM new_rows GROUP BY "userId" ORDER BY "userId"
  ON CONFLICT ("userId") DO UPDATE SET
    "generated" = c."generated" + EXCLUDED."generated",
    "scheduled" = c."scheduled" + EXCLUDED."scheduled",
    "published" = c."published" + EXCLUDED."published",
    "failed" = c."failed" + EXCLUDED."failed",
    "unconfirmed" = c."unconfirmed" + EXCLUDED."unconfirmed",
    "partlyPublished" = c."partlyPublished" + EXCLUDED."partlyPublished",
    "proposed" = c."proposed" + EXCLUDED."proposed",
    "latestPostAt" = GREATEST(c."latestPostAt", EXCLUDED."latestPostAt");
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "post_counter_after_status_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT n."userId", o."status" AS "was", n."status" AS "now"
    FROM new_rows n JOIN old_rows o USING ("id")
    WHERE n."status" IS DISTINCT FROM o."status"
  ), delta AS (
    SELECT "userId",
           count(*) FILTER (WHERE "now" = 'GENERATED') - count(*) FILTER (WHERE "was" = 'GENERATED') AS "generated",
           count(*) FILTER (WHERE "now" = 'SCHEDULED') - count(*) FILTER (WHERE "was" = 'SCHEDULED') AS "scheduled",
           count(*) FILTER (WHERE "now" = 'PUBLISHED') - count(*) FILTER (WHERE "was" = 'PUBLISHED') AS "published",
           count(*) FILTER (WHERE "now" = 'FAILED') - count(*) FILTER (WHERE "was" = 'FAILED') AS "failed",
           count(*) FILTER (WHERE "now" = 'UNCONFIRMED') - count(*) FILTER (WHERE "was" = 'UNCONFIRMED') AS "unconfirmed",
           count(*) FILTER (WHERE "now" = 'PARTLY_PUBLISHED') - count(*) FILTER (WHERE "was" = 'PARTLY_PUBLISHED') AS "partlyPublished",
           count(*) FILTER (WHERE "now" = 'PROPOSED') - count(*) FILTER (WHERE "was" = 'PROPOSED') AS "proposed"
    FROM changed GROUP BY "userId"
  ), locked AS (
    SELECT c."userId" FROM "PostCounter" c JOIN delta USING ("userId") ORDER BY c."userId" FOR UPDATE OF c
  )
  UPDATE "PostCounter" c SET
    "generated" = c."generated" + d."generated",
    "scheduled" = c."scheduled" + d."scheduled",
    "published" = c."published" + d."published",
    "failed" = c."failed" + d."failed",
    "unconfirmed" = c."unconfirmed" + d."unconfirmed",
    "partlyPublished" = c."partlyPublished" + d."partlyPublished",
    "proposed" = c."proposed" + d."proposed"
  FROM delta d JOIN locked USING ("userId") WHERE c."userId" = d."userId";
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "post_counter_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT "userId",
           count(*) FILTER (WHERE "status" = 'GENERATED') AS "generated",
           count(*) FILTER (WHERE "status" = 'SCHEDULED') AS "scheduled",
           count(*) FILTER (WHERE "status" = 'PUBLISHED') AS "published",
           count(*) FILTER (WHERE "status" = 'FAILED') AS "failed",
           count(*) FILTER (WHERE "status" = 'UNCONFIRMED') AS "unconfirmed",
           count(*) FILTER (WHERE "status" = 'PARTLY_PUBLISHED') AS "partlyPublished",
           count(*) FILTER (WHERE "status" = 'PROPOSED') AS "proposed",
           max("createdAt") AS "newestGone"
    FROM old_rows GROUP BY "userId"
  ), locked AS (
    SELECT c."userId" FROM "PostCounter" c JOIN delta USING ("userId") ORDER BY c."userId" FOR UPDATE OF c
  )
  UPDATE "PostCounter" c SET
    "generated" = c."generated" - d."generated",
    "scheduled" = c."scheduled" - d."scheduled",
    "published" = c."published" - d."published",
    "failed" = c."failed" - d."failed",
    "unconfirmed" = c."unconfirmed" - d."unconfirmed",
    "partlyPublished" = c."partlyPublished" - d."partlyPublished",
    "proposed" = c."proposed" - d."proposed",
    -- Only a user whose newest post went needs the next newest looked up.
    "latestPostAt" = CASE WHEN d."newestGone" >= c."latestPostAt"
      THEN (SELECT max(p."createdAt") FROM "Post" p WHERE p."userId" = c."userId")
      ELSE c."latestPostAt" END
  FROM delta d JOIN locked USING ("userId") WHERE c."userId" = d."userId";
  RETURN NULL;
END $$;

-- A plan's items: the slot instant a writer works towards, and one item per post.
ALTER TABLE "PlanItem" ADD CONSTRAINT "PlanItem_theme_length" CHECK (char_length("theme") BETWEEN 1 AND 300);
ALTER TABLE "ContentPlan" ADD CONSTRAINT "ContentPlan_range" CHECK ("toDay" >= "fromDay" AND "toDay" - "fromDay" <= 30);

-- The owner's edits, kept for their voice: when a post the writer wrote goes out (published, or published on
-- some targets) with text the owner changed, the pair is kept, whichever way it went out (Post Now, a
-- scheduled delivery, marked published, found on the page, or confirmed by the owner). Once per post.
CREATE FUNCTION "voice_keep_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "VoiceExample" ("userId", "postId", "kind", "aiText", "ownerText", "createdAt")
  VALUES (NEW."userId", NEW."id", 'EDIT', NEW."originalContent", NEW."content", now())
  ON CONFLICT ("postId", "kind") DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER "voice_keep_edit" AFTER UPDATE OF "status" ON "Post"
  FOR EACH ROW
  WHEN (NEW."status" IN ('PUBLISHED', 'PARTLY_PUBLISHED') AND OLD."status" NOT IN ('PUBLISHED', 'PARTLY_PUBLISHED')
        AND NEW."originalContent" IS NOT NULL AND NEW."content" <> NEW."originalContent")
  EXECUTE FUNCTION "voice_keep_edit"();
