-- AlterEnum
ALTER TYPE "PostStatus" ADD VALUE 'UNCONFIRMED';

-- AlterTable
ALTER TABLE "CreditLedger" ADD COLUMN     "reason" TEXT;

-- AlterTable
ALTER TABLE "PostCounter" ADD COLUMN     "unconfirmed" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "PostPlatform" ADD COLUMN     "checkedAt" TIMESTAMP(3)[] DEFAULT ARRAY[]::TIMESTAMP(3)[],
ADD COLUMN     "nextCheckAt" TIMESTAMP(3),
ADD COLUMN     "sentAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "CreditReservation" (
    "userId" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" TIMESTAMP(3),

    CONSTRAINT "CreditReservation_pkey" PRIMARY KEY ("userId","reference")
);

-- CreateIndex
CREATE INDEX "CreditReservation_settledAt_createdAt_idx" ON "CreditReservation"("settledAt", "createdAt");

-- CreateIndex
CREATE INDEX "PostPlatform_nextCheckAt_idx" ON "PostPlatform"("nextCheckAt");

-- AddForeignKey
ALTER TABLE "CreditReservation" ADD CONSTRAINT "CreditReservation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The post counters count UNCONFIRMED posts too (the functions of 20261122232335_post_counters, with the
-- one column more; the triggers stay as they are).
CREATE OR REPLACE FUNCTION "post_counter_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PostCounter" AS c ("userId", "generated", "scheduled", "published", "failed", "unconfirmed", "latestPostAt")
  SELECT "userId",
         count(*) FILTER (WHERE "status" = 'GENERATED'),
         count(*) FILTER (WHERE "status" = 'SCHEDULED'),
         count(*) FILTER (WHERE "status" = 'PUBLISHED'),
         count(*) FILTER (WHERE "status" = 'FAILED'),
         count(*) FILTER (WHERE "status" = 'UNCONFIRMED'),
         max("createdAt")
  FROM new_rows GROUP BY "userId" ORDER BY "userId"
  ON CONFLICT ("userId") DO UPDATE SET
    "generated" = c."generated" + EXCLUDED."generated",
    "scheduled" = c."scheduled" + EXCLUDED."scheduled",
    "published" = c."published" + EXCLUDED."published",
    "failed" = c."failed" + EXCLUDED."failed",
    "unconfirmed" = c."unconfirmed" + EXCLUDED."unconfirmed",
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
           count(*) FILTER (WHERE "now" = 'UNCONFIRMED') - count(*) FILTER (WHERE "was" = 'UNCONFIRMED') AS "unconfirmed"
    FROM changed GROUP BY "userId"
  ), locked AS (
    SELECT c."userId" FROM "PostCounter" c JOIN delta USING ("userId") ORDER BY c."userId" FOR UPDATE OF c
  )
  UPDATE "PostCounter" c SET
    "generated" = c."generated" + d."generated",
    "scheduled" = c."scheduled" + d."scheduled",
    "published" = c."published" + d."published",
    "failed" = c."failed" + d."failed",
    "unconfirmed" = c."unconfirmed" + d."unconfirmed"
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
    -- Only a user whose newest post went needs the next newest looked up.
    "latestPostAt" = CASE WHEN d."newestGone" >= c."latestPostAt"
      THEN (SELECT max(p."createdAt") FROM "Post" p WHERE p."userId" = c."userId")
      ELSE c."latestPostAt" END
  FROM delta d JOIN locked USING ("userId") WHERE c."userId" = d."userId";
  RETURN NULL;
END $$;
