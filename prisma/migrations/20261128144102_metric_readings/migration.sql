-- CreateEnum
CREATE TYPE "MetricCheckpoint" AS ENUM ('HOUR_1', 'DAY_1', 'DAY_3', 'DAY_7');

-- AlterTable
ALTER TABLE "PostPlatform" ADD COLUMN     "metricsCheckpoint" "MetricCheckpoint",
ADD COLUMN     "metricsDueAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "SocialConnection" ADD COLUMN     "followersDueAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "MetricReading" (
    "targetId" INTEGER NOT NULL,
    "checkpoint" "MetricCheckpoint" NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL,
    "reach" INTEGER,
    "reactions" INTEGER,
    "comments" INTEGER,
    "shares" INTEGER,
    "saves" INTEGER,
    "clicks" INTEGER,
    "views" INTEGER,

    CONSTRAINT "MetricReading_pkey" PRIMARY KEY ("targetId","checkpoint")
);

-- CreateTable
CREATE TABLE "FollowerCount" (
    "connectionId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "followers" INTEGER NOT NULL,

    CONSTRAINT "FollowerCount_pkey" PRIMARY KEY ("connectionId","day")
);

-- CreateIndex
CREATE INDEX "PostPlatform_metricsDueAt_idx" ON "PostPlatform"("metricsDueAt");

-- CreateIndex
CREATE INDEX "SocialConnection_followersDueAt_idx" ON "SocialConnection"("followersDueAt");

-- AddForeignKey
ALTER TABLE "MetricReading" ADD CONSTRAINT "MetricReading_targetId_fkey" FOREIGN KEY ("targetId") REFERENCES "PostPlatform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FollowerCount" ADD CONSTRAINT "FollowerCount_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "SocialConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A delivery that succeeds, with the post's id on its channel, is read at four checkpoints of its first week: an hour,
-- a day, three days and seven days after it went out (lib/insights/read-metrics.ts moves the checkpoint on). Set on the
-- row itself, so a rush of deliveries writes nothing more than it did.
CREATE FUNCTION "post_platform_metrics_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'SUCCESS' AND NEW."externalPostId" IS NOT NULL AND NEW."metricsCheckpoint" IS NULL
     AND (TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'SUCCESS' OR OLD."externalPostId" IS NULL) THEN
    NEW."metricsCheckpoint" := 'HOUR_1';
    NEW."metricsDueAt" := COALESCE(NEW."deliveredAt", now()) + interval '1 hour';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "post_platform_metrics_due" BEFORE INSERT OR UPDATE OF "status", "externalPostId" ON "PostPlatform"
  FOR EACH ROW EXECUTE FUNCTION "post_platform_metrics_due"();

-- Deliveries of the last week: read from their next checkpoint (the figures are totals, so a passed one can't be).
UPDATE "PostPlatform" SET ("metricsCheckpoint", "metricsDueAt") = (
    SELECT c.checkpoint::"MetricCheckpoint", "deliveredAt" + c.after
    FROM (VALUES ('HOUR_1', interval '1 hour'), ('DAY_1', interval '1 day'), ('DAY_3', interval '3 days'), ('DAY_7', interval '7 days')) AS c(checkpoint, after)
    WHERE "deliveredAt" + c.after > now() ORDER BY c.after LIMIT 1)
  WHERE "status" = 'SUCCESS' AND "externalPostId" IS NOT NULL AND "deliveredAt" > now() - interval '7 days';

-- A connection's followers are counted as it is connected, then daily.
CREATE FUNCTION "social_connection_followers_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."followersDueAt" := now();
  RETURN NEW;
END $$;

CREATE TRIGGER "social_connection_followers_due" BEFORE INSERT ON "SocialConnection"
  FOR EACH ROW EXECUTE FUNCTION "social_connection_followers_due"();

UPDATE "SocialConnection" SET "followersDueAt" = now();
