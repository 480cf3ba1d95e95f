-- When a post's engagement is next read, kept on the post so that a round finds the posts due on an index, however
-- many were published (lib/voice/refresh-engagement.ts). Null when no reading is due.
ALTER TABLE "Post" ADD COLUMN     "engagementDueAt" TIMESTAMP(3);

CREATE INDEX "Post_engagementDueAt_idx" ON "Post"("engagementDueAt");

-- A post is first read two hours after it is published (the first day's cadence): by then its audience has seen it,
-- and a rush of posts published at once does not spend Meta's budget on figures that are still zero.
CREATE FUNCTION "post_engagement_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."publishedAt" IS NOT NULL AND (TG_OP = 'INSERT' OR OLD."publishedAt" IS NULL) THEN
    NEW."engagementDueAt" := NEW."publishedAt" + interval '2 hours';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "post_engagement_due" BEFORE INSERT OR UPDATE OF "publishedAt" ON "Post"
  FOR EACH ROW EXECUTE FUNCTION "post_engagement_due"();

-- The posts published in the last 30 days: next read one cadence after their last reading (or their publishing).
UPDATE "Post" SET "engagementDueAt" = COALESCE("engagementReadAt", "publishedAt") + CASE
    WHEN "publishedAt" > now() - interval '1 day' THEN interval '2 hours'
    WHEN "publishedAt" > now() - interval '7 days' THEN interval '12 hours'
    ELSE interval '48 hours' END
  WHERE "status" IN ('PUBLISHED', 'PARTLY_PUBLISHED') AND "publishedAt" > now() - interval '30 days';
