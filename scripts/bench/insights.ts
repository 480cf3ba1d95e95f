// Insights: GET /api/insights for 90 days against the framework floor, and the Insights page under Lighthouse.
// Usage: npm run build && npm run bench:insights   (PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432)
//
// Data: the bench:posts data set (1,000 users, 200,000 posts) and 99 other owners' 1,000 delivered targets each
// with their latest figures, for the indexes to sort through; and the measured owner: two years of posting in
// Europe/Lisbon, 3,000 posts (a plan's kinds, mornings to evenings), each on two of their four channels (Facebook,
// Instagram, LinkedIn, Google Business Profile): 6,000 delivered targets, each with a reading per checkpoint (1 h,
// 1 day, 3 days, 7 days: 24,000 readings) and its latest figures, and followers counted every day of the two years
// on the three channels that count them.
//
// Targets:
// (a) GET /api/insights?from&to for the last 90 days (the cards against the 90 days before, the days, the week's
//     heatmap, by kind, by channel, the posts ranked), measured in interleaved rounds against the constant JSON
//     floor /api/health/live as the other benchmarks do (BENCH_ROUNDS, default 9, each BENCH_SECONDS, default 4,
//     per phase and route; the median over the rounds): p95 with 10 clients ≤ 2× the floor's, every reply a 200.
//     Throughput with 10 clients and p95 at 100 req/s are reported beside it, and what a reply worked out afresh
//     costs (after a change of the owner's figures, when the reply kept for the range no longer holds).
// (b) /insights?range=90, signed in, median of 3 (BENCH_RUNS) Lighthouse mobile runs: performance ≥ 85,
//     accessibility 100.
import { hashPassword } from "../../lib/auth/password";
import { applyMigrations } from "../../lib/db/migrate";
import type { InsightsReply } from "../../lib/insights/schemas";
import { wallTimeOf } from "../../lib/time/zoned-time";
import {
  compareWithFloor,
  createDatabase,
  deploymentSettings,
  expectStatus,
  measurePage,
  NO_RATE_LIMIT,
  otherWork,
  percentile,
  report,
  seedPostsDataSet,
  signIn,
  startServer,
  verdict,
  withClient,
  type Database,
} from "./support";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 4) * 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FRESH_REQUESTS = 200;
const ZONE = "Europe/Lisbon";
const POSTS = 3_000;
const DAYS = 730;
const RANGE_DAYS = 90;
const OWNER = "insights-owner";

async function seed(users: { email: string; ownerEmail: string; password: string }): Promise<Database> {
  const database = await createDatabase(process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres", "postloom_bench_insights", {
    replace: true,
  });
  const passwordHash = await hashPassword(users.password);
  await withClient(database.url, async (c) => {
    await applyMigrations(c);
    const started = Date.now();
    await seedPostsDataSet(c, users.email, passwordHash);
    // Other owners' latest figures: 1,000 targets each for 99 of them, over the same two years.
    await c.query(`INSERT INTO "PostInsight" ("targetId", "userId", "postId", platform, "deliveredAt", kind, checkpoint, reach, reactions, comments, engagement)
      SELECT pp.id, p."userId", p.id, 'FACEBOOK', timezone('UTC', now()) - (pp.id % ${DAYS}) * interval '1 day', 'OTHER', 'DAY_7', 100 + pp.id % 300, pp.id % 40, pp.id % 7, pp.id % 47
      FROM "PostPlatform" pp JOIN "Post" p ON p.id = pp."postId"
      WHERE p."userId" IN (SELECT 'u' || g FROM generate_series(1, 99) g)`);

    await c.query(`INSERT INTO "User" (id, email, "emailVerified", "passwordHash", "updatedAt") VALUES ($1, $2, now(), $3, now())`, [
      OWNER,
      users.ownerEmail,
      passwordHash,
    ]);
    await c.query(
      `INSERT INTO "BusinessProfile" ("userId", "businessName", industry, description, "targetAudience", "painPoints", "timeZone", "updatedAt")
       VALUES ($1, 'Crumb & Co', 'food_drink', 'A small bakery baking sourdough and pastries every morning.', 'Neighbours and office workers nearby', 'No time for a proper breakfast', $2, now())`,
      [OWNER, ZONE],
    );
    // Healthy and checked just now, and not due a count of followers during the run: the server's rounds leave them be.
    await c.query(
      `INSERT INTO "SocialConnection" ("userId", platform, "accountId", "accountName", "pageId", "accessToken", "isDefault", "healthCheckedAt", "updatedAt")
       SELECT $1, platform::"Platform", lower(platform) || '-' || $1, 'Crumb & Co', 'page-' || $1, 'bench-unused', true, timezone('UTC', now()), now()
       FROM unnest(ARRAY['FACEBOOK', 'INSTAGRAM', 'LINKEDIN', 'GOOGLE_BUSINESS']) platform`,
      [OWNER],
    );
    await c.query(`UPDATE "SocialConnection" SET "followersDueAt" = timezone('UTC', now()) + interval '1 day' WHERE "userId" = $1`, [OWNER]);
    // Two years of posts, newest first, between 08:00 and 20:00 brand time; the kinds of a plan in turn.
    await c.query(
      `INSERT INTO "Post" ("userId", content, "originalContent", status, "publishedAt", cost, writer, "createdAt", "updatedAt")
       SELECT $1, c, c, 'PUBLISHED', at, 300, 'offline', at - interval '1 day', now()
       FROM generate_series(1, $2::int) g
       CROSS JOIN LATERAL (SELECT timezone('UTC', timezone($3, (date_trunc('day', timezone($3, now())) - (g * $4::int / $2::int) * interval '1 day'
                                   + (8 + g % 13) * interval '1 hour' + (g * 7 % 60) * interval '1 minute'))) AS at,
                                  'Post ' || g || ': cinnamon knots are back for autumn, baked at six every morning. Come early!' AS c) x`,
      [OWNER, POSTS, ZONE, DAYS],
    );
    // Each post on two of the four channels, delivered; two years on, every target is past its last checkpoint.
    await c.query(
      `INSERT INTO "PostPlatform" ("postId", platform, "connectionId", "accountName", "pageId", status, attempts, "deliveredAt", "externalPostId", "updatedAt")
       SELECT p.id, s.platform, s.id, s."accountName", s."pageId", 'SUCCESS', 1, p."publishedAt", 'ext-' || p.id || '-' || s.id, now()
       FROM "Post" p JOIN (SELECT *, row_number() OVER (ORDER BY id) - 1 AS n FROM "SocialConnection" WHERE "userId" = $1) s ON s."userId" = p."userId"
       WHERE p."userId" = $1 AND (s.n = p.id % 4 OR s.n = (p.id + 1) % 4)`,
      [OWNER],
    );
    await c.query(`UPDATE "PostPlatform" SET "metricsCheckpoint" = NULL, "metricsDueAt" = NULL WHERE "postId" IN (SELECT id FROM "Post" WHERE "userId" = $1)`, [
      OWNER,
    ]);
    // A reading per checkpoint: the figures grow over the week, most of it on the first day.
    await c.query(
      `INSERT INTO "MetricReading" ("targetId", checkpoint, "readAt", reach, reactions, comments, shares, clicks)
       SELECT pp.id, cp.checkpoint::"MetricCheckpoint", pp."deliveredAt" + cp.after, round((200 + pp.id % 400) * cp.share), round((10 + pp.id % 50) * cp.share),
              round((pp.id % 9) * cp.share), round((pp.id % 5) * cp.share), round((pp.id % 12) * cp.share)
       FROM "PostPlatform" pp JOIN "Post" p ON p.id = pp."postId"
       CROSS JOIN (VALUES ('HOUR_1', interval '1 hour', 0.2), ('DAY_1', interval '1 day', 0.8), ('DAY_3', interval '3 days', 0.95), ('DAY_7', interval '7 days', 1.0))
         AS cp(checkpoint, after, share)
       WHERE p."userId" = $1`,
      [OWNER],
    );
    await c.query(
      `INSERT INTO "PostInsight" ("targetId", "userId", "postId", platform, "deliveredAt", kind, checkpoint, reach, reactions, comments, shares, clicks, engagement)
       SELECT pp.id, $1, p.id, pp.platform, pp."deliveredAt", (ARRAY['TIP', 'BEHIND_THE_SCENES', 'OFFER', 'QUESTION', 'CUSTOMER_STORY', 'SEASONAL'])[1 + p.id % 6],
              'DAY_7', r.reach, r.reactions, r.comments, r.shares, r.clicks, r.reactions + r.comments + r.shares + r.clicks
       FROM "PostPlatform" pp JOIN "Post" p ON p.id = pp."postId" JOIN "MetricReading" r ON r."targetId" = pp.id AND r.checkpoint = 'DAY_7'
       WHERE p."userId" = $1`,
      [OWNER],
    );
    await c.query(
      `INSERT INTO "FollowerCount" ("connectionId", day, followers)
       SELECT s.id, (timezone('UTC', now()))::date - d, 2000 + s.id % 500 + ($2::int - d) * 3
       FROM "SocialConnection" s CROSS JOIN generate_series(0, $2::int) d
       WHERE s."userId" = $1 AND s.platform <> 'GOOGLE_BUSINESS'`,
      [OWNER, DAYS],
    );
    // Steady state, as in bench:posts: statistics current, visibility map set, the checkpoint written now.
    await c.query("VACUUM ANALYZE");
    await c.query("CHECKPOINT");
    const counts = await c.query<{ targets: number; readings: number; followers: number }>(
      `SELECT (SELECT count(*)::int FROM "PostInsight" WHERE "userId" = $1) AS targets,
              (SELECT count(*)::int FROM "MetricReading" r JOIN "PostPlatform" pp ON pp.id = r."targetId" JOIN "Post" p ON p.id = pp."postId" WHERE p."userId" = $1) AS readings,
              (SELECT count(*)::int FROM "FollowerCount" f JOIN "SocialConnection" s ON s.id = f."connectionId" WHERE s."userId" = $1) AS followers`,
      [OWNER],
    );
    const { targets, readings, followers } = counts.rows[0]!;
    console.log(
      `seeded 1,000 users and 200,000 posts, 99,000 other targets' figures, and the measured owner's ${POSTS.toLocaleString("en")} posts over ${DAYS} days: ` +
        `${targets.toLocaleString("en")} targets, ${readings.toLocaleString("en")} readings, ${followers.toLocaleString("en")} follower counts, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
  return database;
}

const users = { email: "measured@example.test", ownerEmail: "insights-owner@example.test", password: "bench-password-1" };
const database = await seed(users);
const deployment = await deploymentSettings();
const start = () => startServer({ port: 3932, env: { DATABASE_URL: database.url, ...deployment.env, ...NO_RATE_LIMIT } });
let server = await start();
try {
  // (a) The API.
  const cookie = await signIn(server.url, users.ownerEmail, users.password);
  const today = wallTimeOf(new Date(), ZONE).date;
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (RANGE_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const routes = { floor: "/api/health/live", [`insights ${RANGE_DAYS} days`]: `/api/insights?from=${from}&to=${today}` };
  const insightsPath = Object.values(routes)[1]!;
  const reply = await expectStatus(await fetch(`${server.url}${insightsPath}`, { headers: { cookie } }), 200, "GET /api/insights");
  const bytes = (await reply.clone().arrayBuffer()).byteLength;
  const { object } = (await reply.json()) as { object: InsightsReply };
  if (object.cards.posts.value < 300 || object.byChannel.length !== 4 || object.heatmap.length === 0)
    throw new Error(`GET /api/insights answered ${object.cards.posts.value} posts on ${object.byChannel.length} channels: the seed is not what was measured`);
  console.log(
    `GET ${insightsPath}: ${object.cards.posts.value} posts (${object.cards.posts.previous} the 90 days before), ${object.series.length} days, ` +
      `${object.heatmap.length} heatmap cells, ${object.byKind.length} kinds, ${object.byChannel.length} channels, ${(bytes / 1024).toFixed(1)} KiB of JSON`,
  );

  const apiQuiet = await otherWork();
  const table = await compareWithFloor(server.url, cookie, routes, { rounds: ROUNDS, durationMs: DURATION_MS });
  console.log(`median of ${ROUNDS} interleaved rounds, ${DURATION_MS / 1000} s per phase (before them: ${apiQuiet}):`);
  console.table(table);
  const api = table[1]!;
  // NaN (a route with no 200 reply) fails the comparison.
  verdict(`GET /api/insights (${RANGE_DAYS} days) p95 at 10 clients ${api["p95@10 × floor"]}× the floor's (target ≤ 2×)`, api["p95@10 × floor"] <= 2);
  report(`GET /api/insights (${RANGE_DAYS} days) throughput at 10 clients ${api["× floor"]}× the floor's; p95 at 100 req/s ${api["p95 × floor"]}× the floor's`);
  const errors = table.reduce((sum, row) => sum + row["errors @100rps"], 0);
  verdict(`${errors} replies at 100 req/s were not 200 (target 0)`, errors === 0);
  // What a reply worked out afresh costs (the first after a change of the owner's figures), one request at a time.
  const fresh = await withClient(database.url, async (c) => {
    const timed = async (change: boolean, path: string) => {
      const took: number[] = [];
      for (let i = 0; i < FRESH_REQUESTS; i++) {
        if (change) await c.query(`UPDATE "InsightsStamp" SET stamp = gen_random_uuid() WHERE "userId" = $1`, [OWNER]);
        const started = performance.now();
        await expectStatus(await fetch(`${server.url}${path}`, { headers: { cookie } }), 200, `GET ${path}`);
        took.push(performance.now() - started);
      }
      return took.sort((a, b) => a - b);
    };
    return { floor: await timed(false, routes.floor!), insights: await timed(true, insightsPath) };
  });
  report(
    `GET /api/insights (${RANGE_DAYS} days) worked out afresh after a change, one request at a time: median ${percentile(fresh.insights, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(fresh.insights, 95).toFixed(1)} ms (the floor's: ${percentile(fresh.floor, 50).toFixed(1)} ms, ${percentile(fresh.floor, 95).toFixed(1)} ms)`,
  );

  // (b) The page, on a server started afresh, as a visit finds it.
  if (RUNS === 0) throw new Error("BENCH_RUNS=0: the page was not measured");
  await server.stop();
  server = await start();
  const pageCookie = await signIn(server.url, users.ownerEmail, users.password);
  const pageUrl = `${server.url}/insights?range=${RANGE_DAYS}`;
  await expectStatus(await fetch(pageUrl, { headers: { cookie: pageCookie }, redirect: "manual" }), 200, "GET /insights"); // not sent to sign-in or onboarding
  const page = await measurePage(`the Insights page (${RANGE_DAYS} days of a two-year owner)`, pageUrl, pageCookie, RUNS);
  verdict(`Insights page Lighthouse mobile performance ${page.performance} (median of ${RUNS}; target ≥ 85)`, page.performance >= 85);
  verdict(`Insights page Lighthouse accessibility ${page.accessibility} (median of ${RUNS}; target 100)`, page.accessibility === 100);
} finally {
  await server.stop();
  await deployment.close();
  // BENCH_KEEP_DATABASE=1 leaves the data set in place, to look into a query with EXPLAIN.
  if (!process.env.BENCH_KEEP_DATABASE) await database.drop();
}
