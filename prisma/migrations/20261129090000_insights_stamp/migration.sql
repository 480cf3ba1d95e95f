-- Which state of an owner's figures Insights last answered from (docs/insights.md, "Answered once per change"): a
-- stamp, new each time anything the page reads changes, kept by triggers on every table it reads. A reply kept
-- under a stamp stays true while the stamp does. A stamp is random, never a count, so no two states share one, even
-- across a database rebuilt with the same ids.
CREATE TABLE "InsightsStamp" (
  "userId" TEXT NOT NULL,
  "stamp" UUID NOT NULL,

  CONSTRAINT "InsightsStamp_pkey" PRIMARY KEY ("userId")
);

ALTER TABLE "InsightsStamp" ADD CONSTRAINT "InsightsStamp_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A new stamp for each of these owners that still exists (a deleted owner's rows go with it), in one order so two
-- writers never wait on each other's stamps in a circle.
CREATE FUNCTION "insights_changed"(users TEXT[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "InsightsStamp" ("userId", "stamp")
  SELECT u."id", gen_random_uuid() FROM "User" u WHERE u."id" = ANY(users) ORDER BY u."id"
  ON CONFLICT ("userId") DO UPDATE SET "stamp" = EXCLUDED."stamp";
$$;

-- The targets' latest figures, and the follower counts: once per statement, however many rows it wrote.
CREATE FUNCTION "insights_changed_by_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners TEXT[] := '{}';
BEGIN
  IF TG_TABLE_NAME = 'PostInsight' THEN
    IF TG_OP <> 'DELETE' THEN owners := owners || ARRAY(SELECT DISTINCT "userId" FROM new_rows); END IF;
    IF TG_OP <> 'INSERT' THEN owners := owners || ARRAY(SELECT DISTINCT "userId" FROM old_rows); END IF;
  ELSE
    IF TG_OP <> 'DELETE' THEN
      owners := owners || ARRAY(SELECT DISTINCT sc."userId" FROM new_rows r JOIN "SocialConnection" sc ON sc."id" = r."connectionId");
    END IF;
    IF TG_OP <> 'INSERT' THEN
      owners := owners || ARRAY(SELECT DISTINCT sc."userId" FROM old_rows r JOIN "SocialConnection" sc ON sc."id" = r."connectionId");
    END IF;
  END IF;
  PERFORM "insights_changed"(owners);
  RETURN NULL;
END $$;

CREATE TRIGGER "post_insight_inserted" AFTER INSERT ON "PostInsight" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_changed_by_rows"();
CREATE TRIGGER "post_insight_updated" AFTER UPDATE ON "PostInsight" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_changed_by_rows"();
CREATE TRIGGER "post_insight_deleted" AFTER DELETE ON "PostInsight" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_changed_by_rows"();
CREATE TRIGGER "follower_count_inserted" AFTER INSERT ON "FollowerCount" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_changed_by_rows"();
CREATE TRIGGER "follower_count_updated" AFTER UPDATE ON "FollowerCount" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_changed_by_rows"();
CREATE TRIGGER "follower_count_deleted" AFTER DELETE ON "FollowerCount" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_changed_by_rows"();

-- One row's change: a connection made, dropped or moved (whose followers count), the brand's zone (the days are
-- its), and a post's text (the ranked posts show it).
CREATE FUNCTION "insights_changed_by_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM "insights_changed"(ARRAY[NEW."userId"]); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM "insights_changed"(ARRAY[OLD."userId"]); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "insights_connection_changed" AFTER INSERT OR DELETE OR UPDATE OF "userId", "platform" ON "SocialConnection"
  FOR EACH ROW EXECUTE FUNCTION "insights_changed_by_row"();
CREATE TRIGGER "insights_zone_changed" AFTER INSERT OR DELETE OR UPDATE OF "userId", "timeZone" ON "BusinessProfile"
  FOR EACH ROW EXECUTE FUNCTION "insights_changed_by_row"();
CREATE TRIGGER "insights_post_text_changed" AFTER UPDATE OF "content" ON "Post"
  FOR EACH ROW WHEN (OLD."content" IS DISTINCT FROM NEW."content") EXECUTE FUNCTION "insights_changed_by_row"();

-- Every owner starts with a stamp.
INSERT INTO "InsightsStamp" ("userId", "stamp") SELECT "id", gen_random_uuid() FROM "User";
