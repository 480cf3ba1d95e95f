-- When each delivered target went out, as a wall time of the brand's zone (docs/insights.md, "The page's figures"):
-- the days and hours Insights counts in, worked out once as the figures are written instead of for every target on
-- every read. Kept by triggers: as a target's figures are written, and for all of the owner's when the brand's zone
-- changes (or its profile is made or dropped: UTC without one).
ALTER TABLE "PostInsight" ADD COLUMN "localAt" TIMESTAMP(3);

CREATE FUNCTION "post_insight_local_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."localAt" := timezone("brand_time_zone"(NEW."userId"), timezone('UTC', NEW."deliveredAt"));
  RETURN NEW;
END $$;

CREATE TRIGGER "post_insight_local_at" BEFORE INSERT OR UPDATE OF "userId", "deliveredAt" ON "PostInsight"
  FOR EACH ROW EXECUTE FUNCTION "post_insight_local_at"();

CREATE FUNCTION "post_insight_after_zone_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u text := CASE WHEN TG_OP = 'DELETE' THEN OLD."userId" ELSE NEW."userId" END;
  zone text := CASE WHEN TG_OP = 'DELETE' THEN 'UTC' ELSE NEW."timeZone" END;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."timeZone" IS NOT DISTINCT FROM OLD."timeZone" THEN RETURN NULL; END IF;
  UPDATE "PostInsight" SET "localAt" = timezone(zone, timezone('UTC', "deliveredAt")) WHERE "userId" = u;
  RETURN NULL;
END $$;

CREATE TRIGGER "post_insight_zone_change" AFTER INSERT OR UPDATE OF "timeZone" OR DELETE ON "BusinessProfile"
  FOR EACH ROW EXECUTE FUNCTION "post_insight_after_zone_change"();

UPDATE "PostInsight" SET "localAt" = timezone("brand_time_zone"("userId"), timezone('UTC', "deliveredAt"));

-- A range of the brand's days is then a range of these wall times.
CREATE INDEX "PostInsight_userId_localAt_idx" ON "PostInsight"("userId", "localAt");
