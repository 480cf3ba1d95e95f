-- DropIndex
DROP INDEX "Post_userId_publishedAt_idx";

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "calendarAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "CalendarDay" (
    "userId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "posts" INTEGER NOT NULL,
    "entries" TEXT NOT NULL,

    CONSTRAINT "CalendarDay_pkey" PRIMARY KEY ("userId","day")
);

-- CreateIndex
CREATE INDEX "Post_userId_calendarAt_id_idx" ON "Post"("userId", "calendarAt", "id");

-- AddForeignKey
ALTER TABLE "CalendarDay" ADD CONSTRAINT "CalendarDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A post's place on the calendar, on the row, so a day's posts and their number come from one index
-- ("userId", "calendarAt", "id"): the scheduled time, or when it was published without one; none for a
-- draft. Every write of the status or the times sets it, whoever makes it.
CREATE FUNCTION "post_calendar_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."calendarAt" := CASE WHEN NEW."status" <> 'GENERATED' THEN COALESCE(NEW."scheduledTime", NEW."publishedAt") END;
  RETURN NEW;
END $$;

CREATE TRIGGER "post_calendar_at" BEFORE INSERT OR UPDATE OF "status", "scheduledTime", "publishedAt", "calendarAt" ON "Post"
  FOR EACH ROW EXECUTE FUNCTION "post_calendar_at"();

-- A post as the calendar lists it: calendarEntrySchema in lib/calendar/calendar-schema.ts, whose test holds the
-- two together (the excerpt is EXCERPT_LENGTH characters, 80).
CREATE FUNCTION "calendar_entry"(p "Post") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', p."id",
    'excerpt', CASE WHEN char_length(p."content") <= 80 THEN p."content" ELSE left(p."content", 79) || '…' END,
    'status', p."status",
    'at', to_char(p."calendarAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'targets', COALESCE((SELECT json_agg(json_build_object('platform', pp."platform", 'accountName', pp."accountName") ORDER BY pp."id")
                         FROM "PostPlatform" pp WHERE pp."postId" = p."id"), '[]'::json)
  )::text
$$;

-- The brand's time zone, whose days the calendar counts: UTC without a profile.
CREATE FUNCTION "brand_time_zone"(p_user text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT "timeZone" FROM "BusinessProfile" WHERE "userId" = p_user), 'UTC')
$$;

-- Counts the given days of a user's calendar again and lists their first 3 posts (POSTS_PER_DAY). The days are
-- locked first, in order, and counted by a statement of their own, which sees every change committed by a
-- writer that held one of them before: two writers on one day never leave it without the other's change.
CREATE FUNCTION "calendar_refresh"(p_user text, p_days date[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := "brand_time_zone"(p_user);
BEGIN
  -- A user being deleted takes their days with them.
  IF NOT EXISTS (SELECT 1 FROM "User" WHERE "id" = p_user) THEN RETURN; END IF;
  INSERT INTO "CalendarDay" ("userId", "day", "posts", "entries")
    SELECT p_user, d, 0, '' FROM unnest(p_days) AS d ORDER BY d ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "CalendarDay" WHERE "userId" = p_user AND "day" = ANY (p_days) ORDER BY "day" FOR UPDATE;
  UPDATE "CalendarDay" c SET "posts" = f."posts", "entries" = f."entries"
  FROM (
    SELECT d."day",
           (SELECT count(*) FROM "Post" p WHERE p."userId" = p_user AND p."calendarAt" >= d."starts" AND p."calendarAt" < d."ends")::int AS "posts",
           COALESCE((SELECT string_agg("calendar_entry"(q), ',' ORDER BY q."calendarAt", q."id")
                     FROM (SELECT * FROM "Post" p WHERE p."userId" = p_user AND p."calendarAt" >= d."starts" AND p."calendarAt" < d."ends"
                           ORDER BY p."calendarAt", p."id" LIMIT 3) q), '') AS "entries"
    FROM (SELECT x AS "day", timezone('UTC', timezone(zone, x::timestamp)) AS "starts", timezone('UTC', timezone(zone, (x + 1)::timestamp)) AS "ends"
          FROM unnest(p_days) AS x) d
  ) f
  WHERE c."userId" = p_user AND c."day" = f."day";
END $$;

-- The days of these (user, calendar time) pairs, each in its user's zone, counted again; users in order.
CREATE FUNCTION "calendar_refresh_at"(p_users text[], p_ats timestamp[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT x.u, array_agg(DISTINCT (timezone("brand_time_zone"(x.u), timezone('UTC', x.at)))::date) AS "days"
    FROM unnest(p_users, p_ats) AS x(u, at) WHERE x.at IS NOT NULL GROUP BY x.u ORDER BY x.u
  LOOP
    PERFORM "calendar_refresh"(r.u, r."days");
  END LOOP;
END $$;

-- Every write to "Post" that moves a post on the calendar or changes what it shows (its time, status or text).
CREATE FUNCTION "calendar_after_post_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "calendar_refresh_at"(array_agg("userId"), array_agg("calendarAt")) FROM new_rows WHERE "calendarAt" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "calendar_refresh_at"(array_agg("userId"), array_agg("calendarAt")) FROM old_rows WHERE "calendarAt" IS NOT NULL;
  ELSE
    PERFORM "calendar_refresh_at"(array_agg(x.u), array_agg(x.at))
    FROM old_rows o JOIN new_rows n USING ("id")
    CROSS JOIN LATERAL (VALUES (o."userId", o."calendarAt"), (n."userId", n."calendarAt")) AS x(u, at)
    WHERE x.at IS NOT NULL AND (o."calendarAt", o."status", o."content") IS DISTINCT FROM (n."calendarAt", n."status", n."content");
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "calendar_post_insert" AFTER INSERT ON "Post" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_after_post_write"();
CREATE TRIGGER "calendar_post_update" AFTER UPDATE ON "Post" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_after_post_write"();
CREATE TRIGGER "calendar_post_delete" AFTER DELETE ON "Post" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_after_post_write"();

-- A dated post's targets added, dropped or renamed (a delivery's progress is not shown, so it costs nothing here).
CREATE FUNCTION "calendar_after_target_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "calendar_refresh_at"(array_agg(p."userId"), array_agg(p."calendarAt")) FROM "Post" p
    WHERE p."calendarAt" IS NOT NULL AND p."id" IN (SELECT "postId" FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "calendar_refresh_at"(array_agg(p."userId"), array_agg(p."calendarAt")) FROM "Post" p
    WHERE p."calendarAt" IS NOT NULL AND p."id" IN (SELECT "postId" FROM old_rows);
  ELSE
    PERFORM "calendar_refresh_at"(array_agg(p."userId"), array_agg(p."calendarAt")) FROM "Post" p
    WHERE p."calendarAt" IS NOT NULL AND p."id" IN (
      SELECT n."postId" FROM old_rows o JOIN new_rows n USING ("id")
      WHERE (o."postId", o."platform", o."accountName") IS DISTINCT FROM (n."postId", n."platform", n."accountName"));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "calendar_target_insert" AFTER INSERT ON "PostPlatform" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_after_target_write"();
CREATE TRIGGER "calendar_target_update" AFTER UPDATE ON "PostPlatform" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_after_target_write"();
CREATE TRIGGER "calendar_target_delete" AFTER DELETE ON "PostPlatform" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_after_target_write"();

-- The brand's zone decides which day a post falls on: a new zone (or a profile made or dropped) counts the
-- user's days again.
CREATE FUNCTION "calendar_after_zone_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u text := CASE WHEN TG_OP = 'DELETE' THEN OLD."userId" ELSE NEW."userId" END;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."timeZone" IS NOT DISTINCT FROM OLD."timeZone" THEN RETURN NULL; END IF;
  DELETE FROM "CalendarDay" WHERE "userId" = u;
  PERFORM "calendar_refresh_at"(array_agg("userId"), array_agg("calendarAt")) FROM "Post" WHERE "userId" = u AND "calendarAt" IS NOT NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER "calendar_zone_change" AFTER INSERT OR UPDATE OF "timeZone" OR DELETE ON "BusinessProfile"
  FOR EACH ROW EXECUTE FUNCTION "calendar_after_zone_change"();

-- The posts there are: their places, and through the triggers above, their days.
UPDATE "Post" SET "calendarAt" = COALESCE("scheduledTime", "publishedAt") WHERE "status" <> 'GENERATED';
