-- A post that changes what it shows but stays on its day (its status or its text: a scheduled post published)
-- leaves its day's count as it was. Its day is locked as before, but counted again only when the post is among the
-- day's first 3 (POSTS_PER_DAY), the ones the day lists. A rush of posts going out on one day then costs each
-- write a look at the day's first 3 posts, not a count of all of them (docs/decisions/0004-counters-kept-by-triggers.md).

DROP FUNCTION "calendar_refresh"(text, date[]);
DROP FUNCTION "calendar_refresh_at"(text[], timestamp[]);

-- Counts the given days of a user's calendar again and lists their first 3 posts. `p_shown` are days where only
-- what `p_posts` show changed: each is written again only when one of them is among its first 3. Every day is
-- locked first, in order, and looked at by a statement of its own, which sees every change committed by a writer
-- that held one of them before: two writers on one day never leave it without the other's change.
CREATE FUNCTION "calendar_refresh"(p_user text, p_days date[], p_shown date[] DEFAULT '{}', p_posts int[] DEFAULT '{}')
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := "brand_time_zone"(p_user);
  locked date[] := ARRAY(SELECT DISTINCT d FROM unnest(p_days || p_shown) AS d ORDER BY d);
BEGIN
  -- A user being deleted takes their days with them.
  IF NOT EXISTS (SELECT 1 FROM "User" WHERE "id" = p_user) THEN RETURN; END IF;
  INSERT INTO "CalendarDay" ("userId", "day", "posts", "entries")
    SELECT p_user, d, 0, '' FROM unnest(locked) AS d ORDER BY d ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "CalendarDay" WHERE "userId" = p_user AND "day" = ANY (locked) ORDER BY "day" FOR UPDATE;
  UPDATE "CalendarDay" c SET "posts" = f."posts", "entries" = f."entries"
  FROM (
    SELECT d."day",
           (SELECT count(*) FROM "Post" p WHERE p."userId" = p_user AND p."calendarAt" >= d."starts" AND p."calendarAt" < d."ends")::int AS "posts",
           COALESCE((SELECT string_agg("calendar_entry"(q), ',' ORDER BY q."calendarAt", q."id")
                     FROM (SELECT * FROM "Post" p WHERE p."userId" = p_user AND p."calendarAt" >= d."starts" AND p."calendarAt" < d."ends"
                           ORDER BY p."calendarAt", p."id" LIMIT 3) q), '') AS "entries"
    FROM (SELECT x AS "day", timezone('UTC', timezone(zone, x::timestamp)) AS "starts", timezone('UTC', timezone(zone, (x + 1)::timestamp)) AS "ends"
          FROM unnest(locked) AS x) d
    WHERE d."day" = ANY (p_days)
       OR EXISTS (SELECT 1 FROM (SELECT p."id" FROM "Post" p WHERE p."userId" = p_user AND p."calendarAt" >= d."starts" AND p."calendarAt" < d."ends"
                                 ORDER BY p."calendarAt", p."id" LIMIT 3) listed
                  WHERE listed."id" = ANY (p_posts))
  ) f
  WHERE c."userId" = p_user AND c."day" = f."day";
END $$;

-- The days of these (user, calendar time) pairs, each in its user's zone, looked at again; users in order. A pair
-- with a post (`p_shown`) is a change of what that post shows, on a day it stays on; one without may change the count.
CREATE FUNCTION "calendar_refresh_at"(p_users text[], p_ats timestamp[], p_shown int[] DEFAULT '{}') RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT x.u,
           COALESCE(array_agg(DISTINCT x.day) FILTER (WHERE x.post IS NULL), '{}') AS "days",
           COALESCE(array_agg(DISTINCT x.day) FILTER (WHERE x.post IS NOT NULL), '{}') AS "shown",
           COALESCE(array_agg(x.post) FILTER (WHERE x.post IS NOT NULL), '{}') AS "posts"
    FROM (SELECT y.u, (timezone("brand_time_zone"(y.u), timezone('UTC', y.at)))::date AS "day", y.post
          FROM unnest(p_users, p_ats, p_shown) AS y(u, at, post) WHERE y.at IS NOT NULL) x
    GROUP BY x.u ORDER BY x.u
  LOOP
    PERFORM "calendar_refresh"(r.u, r."days", r."shown", r."posts");
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
