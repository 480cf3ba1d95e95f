// Draft generation against the production build (npm run build first), on a fresh PostgreSQL database.
// Usage: npm run build && npm run bench:draft   (TEST_DATABASE_URL picks the server; default local postgres)
//
// (a) Server time of POST /api/post/draft, excluding the model's own time (the "write" phase, from
//     Server-Timing): Postloom's overhead of session, checks, credit reservation, save and refund, median and
//     p95 over 200 requests, with the OpenAI path against a local double that answers at once (a production
//     build on PostgreSQL is a deployment, which runs no offline writer). Target: median < 30 ms.
// (b) Streaming latency: the production OpenAI path (@ai-sdk/openai) against a local OpenAI double that streams
//     with a delay we control. The double records when it sent the first token; the client records when the
//     first delta of POST /api/post/draft/stream reached it (same process, same clock). Target: < 300 ms.
import { randomBytes } from "node:crypto";
import { createPrismaClient } from "../../lib/db";
import { applyMigrations } from "../../lib/db/migrate";
import { startOpenAIDouble } from "../../tests/support/openai-double";
import { createDatabase, deploymentSettings, NO_RATE_LIMIT, signIn, signUp, startServer, summarise, verdict, withClient } from "./support";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 30);
const DRAFT = {
  description: "Our new autumn menu with pumpkin soup and cinnamon buns.",
  replyLanguage: "english",
  postType: "SOCIAL_MEDIA_AD",
  postTone: "FRIENDLY",
  postLength: "medium",
};

const database = await createDatabase(
  process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres",
  `postloom_bench_draft_${randomBytes(4).toString("hex")}`,
);
const databaseUrl = database.url;
await withClient(databaseUrl, (c) => applyMigrations(c));
const db = createPrismaClient({ databaseUrl });

const deployment = await deploymentSettings();
const serverEnv = { DATABASE_URL: databaseUrl, ...deployment.env, ...NO_RATE_LIMIT };

/** A signed-in user with a brand profile, an active plan and plenty of credits. Returns the Cookie header. */
async function arrangeWriter(baseUrl: string, tag: string): Promise<string> {
  const email = `bench-${tag}-${Date.now()}@example.test`;
  // A production build on PostgreSQL counts as a deployment, where /sandbox/mail is closed: the address is
  // confirmed in the database instead of through the mail link.
  await signUp(baseUrl, email, "bench-password-1");
  const { id: userId } = await db.user.update({ where: { email }, data: { emailVerified: new Date() } });
  const cookie = await signIn(baseUrl, email, "bench-password-1");
  await db.businessProfile.create({
    data: {
      userId,
      businessName: "Crumb & Co",
      industry: "retail",
      description: "We bake sourdough bread and pastries every morning in a small bakery in Leeds.",
      targetAudience: "Busy families and young professionals in Leeds",
      painPoints: "Supermarket bread that goes stale in a day",
    },
  });
  await db.subscription.create({ data: { userId, status: "ACTIVE", type: "PROFESSIONAL" } });
  const credits = 100_000_000;
  await db.creditAccount.create({ data: { userId, balance: credits } });
  await db.creditLedger.create({ data: { userId, kind: "RESET", delta: credits, balanceAfter: credits, reference: `bench-${tag}` } });
  return cookie;
}

function parseServerTiming(header: string | null): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const entry of header?.split(",") ?? []) {
    const [name, ...params] = entry.trim().split(";");
    const dur = params.find((p) => p.trim().startsWith("dur="));
    if (name && dur) phases[name] = Number(dur.trim().slice(4));
  }
  return phases;
}

async function benchServerTime() {
  const double = await startOpenAIDouble();
  const server = await startServer({ env: { ...serverEnv, OPENAI_API_KEY: "sk-bench-double", OPENAI_BASE_URL: double.url, OPENAI_MODEL: "bench-model" } });
  try {
    const cookie = await arrangeWriter(server.url, "instant");
    const headers = { "Content-Type": "application/json", Origin: server.url, Cookie: cookie };
    const body = JSON.stringify(DRAFT);
    const send = async () => {
      const start = performance.now();
      const reply = await fetch(`${server.url}/api/post/draft`, { method: "POST", headers, body });
      const envelope = (await reply.json()) as { statusCode: string };
      const ms = performance.now() - start;
      if (reply.status !== 200 || envelope.statusCode !== "OK") throw new Error(`draft answered ${reply.status} ${JSON.stringify(envelope)}`);
      return { ms, timing: parseServerTiming(reply.headers.get("Server-Timing")) };
    };
    for (let i = 0; i < 20; i++) await send();
    const samples: number[] = [];
    const phases: Record<string, number[]> = {};
    for (let i = 0; i < REQUESTS; i++) {
      const { ms, timing } = await send();
      samples.push(ms);
      for (const [name, dur] of Object.entries(timing)) (phases[name] ??= []).push(dur);
    }
    // Postloom's own time: the whole request as the client sees it (session, parsing, checks, reservation,
    // save, refund, and the loopback hop, so it errs high) less the model's writing.
    const own = samples.map((ms, i) => ms - (phases.write?.[i] ?? 0));
    const ownSummary = summarise(own);
    console.log(
      JSON.stringify(
        {
          benchmark: "(a) POST /api/post/draft: server time excluding the model's writing (ms), target median < 30",
          ...ownSummary,
          requestAsClientSees: summarise(samples),
          serverTimingMedians: Object.fromEntries(Object.entries(phases).map(([name, list]) => [name, summarise(list).median])),
        },
        null,
        2,
      ),
    );
    verdict(`(a) median server time ${ownSummary.median} ms < 30 ms`, ownSummary.median < 30);
  } finally {
    await server.stop();
    await double.close();
  }
}

async function benchStreamLatency() {
  const double = await startOpenAIDouble({ firstTokenDelayMs: 150, tokenDelayMs: 25 });
  const server = await startServer({
    env: { ...serverEnv, OPENAI_API_KEY: "sk-bench-double", OPENAI_BASE_URL: double.url, OPENAI_MODEL: "bench-model" },
  });
  try {
    const cookie = await arrangeWriter(server.url, "openai");
    const headers = { "Content-Type": "application/json", Origin: server.url, Cookie: cookie };
    const latencies: number[] = [];
    const firstDeltaAfterRequest: number[] = [];
    for (let i = 0; i < STREAMS + 3; i++) {
      const sent = double.firstTokenSentAt.length;
      const start = performance.now();
      const reply = await fetch(`${server.url}/api/post/draft/stream`, { method: "POST", headers, body: JSON.stringify(DRAFT) });
      if (reply.status !== 200) throw new Error(`stream answered ${reply.status} ${await reply.text()}`);
      const reader = reply.body!.getReader();
      const decoder = new TextDecoder();
      let buffered = "";
      let firstDeltaAt: number | undefined;
      let finished = false;
      while (!finished) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += decoder.decode(value, { stream: true });
        let newline: number;
        while ((newline = buffered.indexOf("\n")) !== -1) {
          const event = JSON.parse(buffered.slice(0, newline)) as { type: string };
          buffered = buffered.slice(newline + 1);
          if (event.type === "delta" && firstDeltaAt === undefined) firstDeltaAt = performance.now();
          if (event.type === "error") throw new Error(`stream error ${JSON.stringify(event)}`);
          if (event.type === "done") finished = true;
        }
      }
      if (firstDeltaAt === undefined || double.firstTokenSentAt.length !== sent + 1) throw new Error("no first token recorded");
      if (i < 3) continue; // warm-up
      latencies.push(firstDeltaAt - double.firstTokenSentAt[sent]!);
      firstDeltaAfterRequest.push(firstDeltaAt - start);
    }
    console.log(
      JSON.stringify(
        {
          benchmark: "(b) model's first token → first streamed words at the client (ms), target < 300",
          double: { firstTokenDelayMs: double.options.firstTokenDelayMs, tokenDelayMs: double.options.tokenDelayMs },
          ...summarise(latencies),
          requestToFirstWords: summarise(firstDeltaAfterRequest),
        },
        null,
        2,
      ),
    );
    const worst = Math.max(...latencies);
    verdict(`(b) every first streamed words within 300 ms of the first token (worst ${worst.toFixed(1)} ms)`, worst < 300);
  } finally {
    await server.stop();
    await double.close();
  }
}

try {
  await benchServerTime();
  await benchStreamLatency();
} finally {
  await db.$disconnect();
  await deployment.close();
  await database.drop();
}
