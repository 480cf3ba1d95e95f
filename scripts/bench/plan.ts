// Plan my week's drafts against the production build (npm run build first), on a fresh PostgreSQL database,
// with the OpenAI path against a local double at a realistic pace: the first token after 400 ms, then 40
// tokens a second, a medium post of 180 to 220 tokens (drafts differ in length, so their ends spread over a
// second, as a model's do): about 5 to 6 s a draft.
// Usage: npm run build && npm run bench:plan   (TEST_DATABASE_URL picks the server; BENCH_ROUNDS, default 3, after one
// round that warms the server up)
//
// Each round, through the API as the calendar uses it: a plan of one post, then a plan of 20 (20 posting slots
// in the coming week), each written by the app's embedded worker. It reports, for the 20:
// - the time from 'Write' to the first draft visible (its post committed) and to the whole plan (the plan marked
//   done), against the plan of one (target: 20 in under 2.5x the time of one, so drafts are written side by side);
// - the most drafts the model was writing at once (at least 4);
// - the server's own time per draft: from the writer's claim to the post saved, less the model's time for that
//   draft as the double served it (target: median under 30 ms).
import { randomBytes } from "node:crypto";
import { createPrismaClient } from "../../lib/db";
import { applyMigrations } from "../../lib/db/migrate";
import { startOpenAIDouble, type ChatCall } from "../../tests/support/openai-double";
import { createDatabase, deploymentSettings, NO_RATE_LIMIT, signIn, signUp, startServer, summarise, verdict, withClient } from "./support";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PLAN_SIZE = 20;
const FIRST_TOKEN_MS = 400;
const TOKEN_MS = 25; // 40 tokens a second
/** A medium post of 180 to 220 tokens: drafts differ in length, each by its theme, so their ends spread as a model's do. */
function postFor(body: Record<string, unknown>): string {
  const theme = JSON.stringify(body.messages).match(/What the post is about: ([^\\]+)\\n/)?.[1] ?? "";
  let hash = 0;
  for (const char of theme) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const words = "A warm post about fresh bread, the people who bake it, and the neighbours who come for it.".split(" ");
  return Array.from({ length: 180 + (hash % 41) }, (_, i) => words[i % words.length]).join(" "); // a token a word
}

const database = await createDatabase(
  process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres",
  `postloom_bench_plan_${randomBytes(4).toString("hex")}`,
);
await withClient(database.url, (c) => applyMigrations(c));
const db = createPrismaClient({ databaseUrl: database.url });
const deployment = await deploymentSettings();
const double = await startOpenAIDouble({ compose: postFor, firstTokenDelayMs: FIRST_TOKEN_MS, tokenDelayMs: TOKEN_MS });
const server = await startServer({
  env: {
    DATABASE_URL: database.url,
    ...deployment.env,
    ...NO_RATE_LIMIT,
    OPENAI_API_KEY: "sk-bench-double",
    OPENAI_BASE_URL: double.url,
    OPENAI_MODEL: "bench-model",
    SCHEDULER_POLL_MS: "1000",
    ...(process.env.BENCH_PROFILE ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE}` } : {}),
  },
});

/** 20 slots a week: every day at 09:00, 12:00 and 15:00, but Sunday's 15:00; or one slot (Mondays 09:00). */
const SLOTS = (size: number) =>
  size === 1
    ? [{ weekday: 1, time: "09:00" }]
    : [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => ["09:00", "12:00", "15:00"].map((time) => ({ weekday, time }))).slice(0, PLAN_SIZE);

/** A signed-in owner with a brand profile, a plan and credits, and the posting slots for a plan of `size`. */
async function arrangeOwner(size: number) {
  const email = `bench-plan-${size}-${randomBytes(4).toString("hex")}@example.test`;
  await signUp(server.url, email, "bench-password-1");
  const { id: userId } = await db.user.update({ where: { email }, data: { emailVerified: new Date() } });
  const cookie = await signIn(server.url, email, "bench-password-1");
  await db.businessProfile.create({
    data: {
      userId,
      businessName: "Crumb & Co",
      industry: "food_drink",
      description: "A small bakery by the harbour, baking sourdough every morning.",
      targetAudience: "Neighbours and office workers",
      painPoints: "Stale supermarket bread",
      timeZone: "UTC",
    },
  });
  await db.subscription.upsert({
    where: { userId },
    create: { userId, status: "ACTIVE", type: "PROFESSIONAL" },
    update: { status: "ACTIVE", type: "PROFESSIONAL", trialEndsAt: null },
  });
  await db.creditAccount.upsert({ where: { userId }, create: { userId, balance: 10_000_000 }, update: { balance: 10_000_000 } });
  const headers = { "Content-Type": "application/json", Origin: server.url, Cookie: cookie };
  const slots = await fetch(`${server.url}/api/calendar/slots`, { method: "PUT", headers, body: JSON.stringify({ slots: SLOTS(size) }) });
  if (slots.status !== 200) throw new Error(`slots answered ${slots.status}`);
  return { userId, headers };
}

type PlanReply = { object: { id: number; status: string; progress: { total: number; written: number }; items: { theme: string }[] } };

/** Plans the 7 days from tomorrow, writes them, and times it as the calendar would see it. */
async function planAndWrite(size: number) {
  const { userId, headers } = await arrangeOwner(size);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await fetch(`${server.url}/api/plans`, {
    method: "POST",
    headers,
    body: JSON.stringify({ from: day(1), to: day(7), settings: { postLength: "medium", generateHashtags: false } }),
  });
  const plan = ((await created.json()) as PlanReply).object;
  if (created.status !== 201 || plan.progress.total !== size)
    throw new Error(`plan answered ${created.status} with ${plan.progress?.total} items, not ${size}`);
  const calls = double.chatCalls.length;
  const started = Date.now();
  const write = await fetch(`${server.url}/api/plans/${plan.id}/write`, { method: "POST", headers });
  if (write.status !== 200) throw new Error(`write answered ${write.status}`);
  // Polled at the calendar's own pace; the times come from the database's stamps (an item's when its post was
  // committed, the plan's when it was done), so the polling neither loads the server nor rounds the times.
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reply = ((await (await fetch(`${server.url}/api/plans/${plan.id}`, { headers })).json()) as PlanReply).object;
    if (reply.status === "DONE") break;
    if (Date.now() - started > 300_000) throw new Error("the plan took over 5 minutes");
  }
  const done = await db.contentPlan.findUniqueOrThrow({ where: { id: plan.id }, select: { updatedAt: true } });
  const whole = done.updatedAt.getTime() - started;
  const items = await db.planItem.findMany({ where: { planId: plan.id }, select: { theme: true, status: true, claimedAt: true, updatedAt: true } });
  const served = double.chatCalls.slice(calls);
  const themeOf = (call: ChatCall) => JSON.stringify(call.body.messages).match(/What the post is about: ([^\\]+)\\n/)?.[1];
  const phases = items.map((item) => {
    const call = served.find((c) => themeOf(c) === item.theme);
    if (item.status !== "WRITTEN" || !call || !item.claimedAt) throw new Error(`item "${item.theme}" is ${item.status}, with no model call or claim`);
    return { before: call.startedAt - item.claimedAt.getTime(), after: item.updatedAt.getTime() - call.endedAt };
  });
  const overhead = phases.map((p) => p.before + p.after);
  if (process.env.BENCH_VERBOSE)
    console.log(JSON.stringify({ size, before: summarise(phases.map((p) => p.before)), after: summarise(phases.map((p) => p.after)) }));
  // The most model calls in flight at one moment: drafts written side by side.
  const edges = served
    .flatMap(
      (c) =>
        [
          [c.startedAt, 1],
          [c.endedAt, -1],
        ] as const,
    )
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let inFlight = 0;
  let concurrent = 0;
  for (const [, step] of edges) concurrent = Math.max(concurrent, (inFlight += step));
  void userId;
  const firstVisible = Math.min(...items.map((item) => item.updatedAt.getTime())) - started;
  return { firstVisible, whole, overhead, concurrent, modelMs: summarise(served.map((c) => c.endedAt - c.startedAt)).median };
}

try {
  // A first round warms the server (its code loaded and compiled, its connections open); it is not counted.
  await planAndWrite(1);
  await planAndWrite(PLAN_SIZE);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const one = await planAndWrite(1);
    const twenty = await planAndWrite(PLAN_SIZE);
    rounds.push({ one, twenty });
    console.log(
      JSON.stringify({
        round: round + 1,
        oneDraftMs: one.whole,
        firstDraftVisibleMs: twenty.firstVisible,
        twentyDraftsMs: twenty.whole,
        ratio: +(twenty.whole / one.whole).toFixed(2),
        concurrent: twenty.concurrent,
        modelMsPerDraft: twenty.modelMs,
      }),
    );
  }
  const median = (values: number[]) => summarise(values).median;
  const ratio = median(rounds.map((r) => r.twenty.whole / r.one.whole));
  const overhead = summarise(rounds.flatMap((r) => r.twenty.overhead));
  const concurrent = Math.min(...rounds.map((r) => r.twenty.concurrent));
  console.log(
    JSON.stringify(
      {
        benchmark: `A plan of ${PLAN_SIZE} drafts against an OpenAI double (first token ${FIRST_TOKEN_MS} ms, ${1000 / TOKEN_MS} tokens/s, 180 to 220 tokens a draft), ${ROUNDS} rounds`,
        oneDraftMs: median(rounds.map((r) => r.one.whole)),
        firstDraftVisibleMs: median(rounds.map((r) => r.twenty.firstVisible)),
        twentyDraftsMs: median(rounds.map((r) => r.twenty.whole)),
        ratio: +ratio.toFixed(2),
        draftsAtOnce: concurrent,
        serverMsPerDraftExcludingModel: overhead,
      },
      null,
      2,
    ),
  );
  verdict(`20 drafts in ${ratio.toFixed(2)}x the time of one (< 2.5x)`, ratio < 2.5);
  verdict(`drafts written side by side: at least ${concurrent} at once (>= 4)`, concurrent >= 4);
  verdict(`the server's own time per draft has a median of ${overhead.median} ms (< 30 ms)`, overhead.median < 30);
} finally {
  await server.stop();
  await double.close();
  await db.$disconnect();
  await deployment.close();
  await database.drop();
}
