-- A post that changes what it shows but stays on its day (its status or its text: a scheduled post published)
-- leaves its day's count as it was: its day is locked as before, but counted again only when the post is among
-- the day's first 3 (POSTS_PER_DAY), the ones the day lists. And the days of a statement are made and locked
-- together, in one order, in a few statements however many users it touched. A rush of posts going out on one day
-- then costs each write a look at the day's first 3 posts, not a count of all of them
-- (docs/decisions/0004-counters-kept-by-triggers.md).

DROP FUNCTION "calendar_refresh_at"(text[], timestamp[]);

-- The days of these (user, calendar time) pairs, each in its user's zone, looked at again. A pair with a post
-- (`p_shown`) is a change of what that post shows, on a day it stays on; one without may change the day's count.
-- Every day is made and locked first, all at once, users then days in order (two writers never wait on each other
-- in a cycle); then a statement of its own, which sees every change committed by a writer that held one of them
-- before, picks the days to count again.
CREATE FUNCTION "calendar_refresh_at"(p_users text[], p_ats timestamp[], p_shown int[] DEFAULT '{}') RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  users text[];
  days date[];
  posts int[];
  r record;
BEGIN
  SELECT array_agg(y.u), array_agg((timezone("brand_time_zone"(y.u), timezone('UTC', y.at)))::date), array_agg(y.post)
    INTO users, days, posts
    FROM unnest(p_users, p_ats, p_shown) AS y(u, at, post) WHERE y.at IS NOT NULL;
  IF users IS NULL THEN RETURN; END IF;
  -- A user being deleted takes their days with them.
  INSERT INTO "CalendarDay" ("userId", "day", "posts", "entries")
    SELECT DISTINCT x.u, x.d, 0, '' FROM unnest(users, days) AS x(u, d)
    WHERE EXISTS (SELECT 1 FROM "User" WHERE "id" = x.u) ORDER BY x.u, x.d ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "CalendarDay" c JOIN (SELECT DISTINCT x.u, x.d FROM unnest(users, days) AS x(u, d)) x ON c."userId" = x.u AND c."day" = x.d
    ORDER BY c."userId", c."day" FOR UPDATE OF c;
  FOR r IN
    SELECT x.u, array_agg(DISTINCT x.d) AS "days"
    FROM unnest(users, days, posts) AS x(u, d, post)
    WHERE x.post IS NULL OR EXISTS (
      SELECT 1 FROM (SELECT p."id" FROM "Post" p
                     WHERE p."userId" = x.u
                       AND p."calendarAt" >= timezone('UTC', timezone("brand_time_zone"(x.u), x.d::timestamp))
                       AND p."calendarAt" < timezone('UTC', timezone("brand_time_zone"(x.u), (x.d + 1)::timestamp))
                     ORDER BY p."calendarAt", p."id" LIMIT 3) listed
      WHERE listed."id" = x.post)
    GROUP BY x.u ORDER BY x.u
  LOOP
    PERFORM "calendar_refresh"(r.u, r."days");
  END LOOP;
END $$;

-- Every write to "Post" that moves a post on the calendar or changes what it shows (its time, status or text).
CREATE OR REPLACE FUNCTION "calendar_after_post_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "calendar_refresh_at"(array_agg("userId"), array_agg("calendarAt")) FROM new_rows WHERE "calendarAt" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "calendar_refresh_at"(array_agg("userId"), array_agg("calendarAt")) FROM old_rows WHERE "calendarAt" IS NOT NULL;
  ELSE
    PERFORM "calendar_refresh_at"(array_agg(x.u), array_agg(x.at), array_agg(x.post))
    FROM old_rows o JOIN new_rows n USING ("id")
    CROSS JOIN LATERAL (
      SELECT CASE WHEN (o."userId", o."calendarAt") IS NOT DISTINCT FROM (n."userId", n."calendarAt") THEN n."id" END AS post
    ) stays
    CROSS JOIN LATERAL (VALUES (o."userId", o."calendarAt", stays.post), (n."userId", n."calendarAt", stays.post)) AS x(u, at, post)
    WHERE x.at IS NOT NULL AND (o."calendarAt", o."status", o."content") IS DISTINCT FROM (n."calendarAt", n."status", n."content");
  END IF;
  RETURN NULL;
END $$;

-- A dated post's targets added, dropped or renamed (a delivery's progress is not shown, so it costs nothing here).
-- The posts are found by their ids, so a statement that changes no target's name costs no look at the posts.
CREATE OR REPLACE FUNCTION "calendar_after_target_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT "postId" FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT "postId" FROM old_rows);
  ELSE
    ids := ARRAY(SELECT DISTINCT n."postId" FROM old_rows o JOIN new_rows n USING ("id")
                 WHERE (o."postId", o."platform", o."accountName") IS DISTINCT FROM (n."postId", n."platform", n."accountName"));
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM "calendar_refresh_at"(array_agg(p."userId"), array_agg(p."calendarAt")) FROM "Post" p
    WHERE p."id" = ANY (ids) AND p."calendarAt" IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
