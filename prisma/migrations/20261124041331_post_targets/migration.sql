-- A post has one delivery per target (a Facebook Page or an Instagram account), so the same platform can
-- be a target twice; a post delivered to some targets and not others is PARTLY_PUBLISHED. Existing
-- deliveries are tied to their user's connection of that platform (there was one), and keep its name.

-- AlterEnum
ALTER TYPE "PostStatus" ADD VALUE 'PARTLY_PUBLISHED';

-- DropIndex
DROP INDEX "PostPlatform_postId_platform_key";

-- AlterTable
ALTER TABLE "PostCounter" ADD COLUMN     "partlyPublished" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "PostPlatform" ADD COLUMN     "accountName" TEXT,
ADD COLUMN     "connectionId" INTEGER,
ADD COLUMN     "permalink" TEXT;

UPDATE "PostPlatform" pp SET "connectionId" = sc."id", "accountName" = sc."accountName"
FROM "Post" p, "SocialConnection" sc
WHERE p."id" = pp."postId" AND sc."userId" = p."userId" AND sc."platform" = pp."platform" AND sc."isDefault";

-- CreateIndex
CREATE UNIQUE INDEX "PostPlatform_postId_connectionId_key" ON "PostPlatform"("postId", "connectionId");

-- AddForeignKey
ALTER TABLE "PostPlatform" ADD CONSTRAINT "PostPlatform_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "SocialConnection"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The post counters count PARTLY_PUBLISHED posts too (the functions of 20261123152646_crash_safe_credits_and_deliveries,
-- with the one column more; the triggers stay as they are).
CREATE OR REPLACE FUNCTION "post_counter_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PostCounter" AS c ("userId", "generated", "scheduled", "published", "failed", "unconfirmed", "partlyPublished", "latestPostAt")
  SELECT "userId",
         count(*) FILTER (WHERE "status" = 'GENERATED'),
         count(*) FILTER (WHERE "status" = 'SCHEDULED'),
         count(*) FILTER (WHERE "status" = 'PUBLISHED'),
         count(*) FILTER (WHERE "status" = 'FAILED'),
         count(*) FILTER (WHERE "status" = 'UNCONFIRMED'),
         count(*) FILTER (WHERE "status" = 'PARTLY_PUBLISHED'),
         max("createdAt")
  FROM new_rows GROUP BY "userId" ORDER BY "userId"
  ON CONFLICT ("userId") DO UPDATE SET
    "generated" = c."generated" + EXCLUDED."generated",
    "scheduled" = c."scheduled" + EXCLUDED."scheduled",
    "published" = c."published" + EXCLUDED."published",
    "failed" = c."failed" + EXCLUDED."failed",
    "unconfirmed" = c."unconfirmed" + EXCLUDED."unconfirmed",
    "partlyPublished" = c."partlyPublished" + EXCLUDED."partlyPublished",
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
           count(*) FILTER (WHERE "now" = 'PARTLY_PUBLISHED') - count(*) FILTER (WHERE "was" = 'PARTLY_PUBLISHED') AS "partlyPublished"
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
    "partlyPublished" = c."partlyPublished" + d."partlyPublished"
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
    -- Only a user whose newest post went needs the next newest looked up.
    "latestPostAt" = CASE WHEN d."newestGone" >= c."latestPostAt"
      THEN (SELECT max(p."createdAt") FROM "Post" p WHERE p."userId" = c."userId")
      ELSE c."latestPostAt" END
  FROM delta d JOIN locked USING ("userId") WHERE c."userId" = d."userId";
  RETURN NULL;
END $$;
