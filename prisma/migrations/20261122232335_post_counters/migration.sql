-- CreateTable
CREATE TABLE "PostCounter" (
    "userId" TEXT NOT NULL,
    "generated" INTEGER NOT NULL DEFAULT 0,
    "scheduled" INTEGER NOT NULL DEFAULT 0,
    "published" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "latestPostAt" TIMESTAMP(3),

    CONSTRAINT "PostCounter_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "PostCounter" ADD CONSTRAINT "PostCounter_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The counters follow every write to "Post", whoever makes it (app, worker, a manual fix), through
-- statement-level triggers over the transition tables: one upsert per statement, however many rows.
-- Deltas are added, never recomputed, so concurrent writers for the same user each add their own
-- change on top of the last committed value (the counter row's lock orders them). Counter rows are
-- locked in "userId" order, so two statements that touch several users never wait on each other in a cycle.
CREATE FUNCTION "post_counter_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PostCounter" AS c ("userId", "generated", "scheduled", "published", "failed", "latestPostAt")
  SELECT "userId",
         count(*) FILTER (WHERE "status" = 'GENERATED'),
         count(*) FILTER (WHERE "status" = 'SCHEDULED'),
         count(*) FILTER (WHERE "status" = 'PUBLISHED'),
         count(*) FILTER (WHERE "status" = 'FAILED'),
         max("createdAt")
  FROM new_rows GROUP BY "userId" ORDER BY "userId"
  ON CONFLICT ("userId") DO UPDATE SET
    "generated" = c."generated" + EXCLUDED."generated",
    "scheduled" = c."scheduled" + EXCLUDED."scheduled",
    "published" = c."published" + EXCLUDED."published",
    "failed" = c."failed" + EXCLUDED."failed",
    "latestPostAt" = GREATEST(c."latestPostAt", EXCLUDED."latestPostAt");
  RETURN NULL;
END $$;

-- Every UPDATE runs it (transition tables rule out a column list); only rows whose status changed count,
-- so an update that leaves the status alone touches no counter.
CREATE FUNCTION "post_counter_after_status_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
           count(*) FILTER (WHERE "now" = 'FAILED') - count(*) FILTER (WHERE "was" = 'FAILED') AS "failed"
    FROM changed GROUP BY "userId"
  ), locked AS (
    SELECT c."userId" FROM "PostCounter" c JOIN delta USING ("userId") ORDER BY c."userId" FOR UPDATE OF c
  )
  UPDATE "PostCounter" c SET
    "generated" = c."generated" + d."generated",
    "scheduled" = c."scheduled" + d."scheduled",
    "published" = c."published" + d."published",
    "failed" = c."failed" + d."failed"
  FROM delta d JOIN locked USING ("userId") WHERE c."userId" = d."userId";
  RETURN NULL;
END $$;

-- An UPDATE, not an upsert: when a user is deleted their posts go by cascade, and their counter with them.
CREATE FUNCTION "post_counter_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT "userId",
           count(*) FILTER (WHERE "status" = 'GENERATED') AS "generated",
           count(*) FILTER (WHERE "status" = 'SCHEDULED') AS "scheduled",
           count(*) FILTER (WHERE "status" = 'PUBLISHED') AS "published",
           count(*) FILTER (WHERE "status" = 'FAILED') AS "failed",
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
    -- Only a user whose newest post went needs the next newest looked up.
    "latestPostAt" = CASE WHEN d."newestGone" >= c."latestPostAt"
      THEN (SELECT max(p."createdAt") FROM "Post" p WHERE p."userId" = c."userId")
      ELSE c."latestPostAt" END
  FROM delta d JOIN locked USING ("userId") WHERE c."userId" = d."userId";
  RETURN NULL;
END $$;

CREATE TRIGGER "post_counter_insert" AFTER INSERT ON "Post"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_counter_after_insert"();
CREATE TRIGGER "post_counter_status_update" AFTER UPDATE ON "Post"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_counter_after_status_update"();
CREATE TRIGGER "post_counter_delete" AFTER DELETE ON "Post"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_counter_after_delete"();

-- The posts that exist already.
INSERT INTO "PostCounter" ("userId", "generated", "scheduled", "published", "failed", "latestPostAt")
SELECT "userId",
       count(*) FILTER (WHERE "status" = 'GENERATED'),
       count(*) FILTER (WHERE "status" = 'SCHEDULED'),
       count(*) FILTER (WHERE "status" = 'PUBLISHED'),
       count(*) FILTER (WHERE "status" = 'FAILED'),
       max("createdAt")
FROM "Post" GROUP BY "userId";
