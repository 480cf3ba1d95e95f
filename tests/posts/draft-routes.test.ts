// The route handlers, called directly with a faked session.
import { describe, expect, it } from "vitest";
import { actAs, call, noParams } from "../support/session";
import { GET as image } from "@/app/api/images/[id]/route";
import { POST as draft } from "@/app/api/post/draft/route";
import { POST as stream } from "@/app/api/post/draft/stream/route";
import { readNdjson, type StreamEvent } from "@/lib/api/ndjson";
import { db } from "@/lib/db";
import type { DraftResult } from "@/lib/posts/create-draft-post";
import { arrangeUser } from "./arrange";

process.env.OFFLINE_WRITER_PACE_MS = "0";

/** Signs in as a freshly arranged user (see arrangeUser) and returns its id. */
async function signInAs(options?: Parameters<typeof arrangeUser>[0]) {
  const id = await arrangeUser(options);
  actAs({ id, email: `${id}@example.test` });
  return id;
}

const VALID = { description: "Our new autumn menu.", replyLanguage: "ENGLISH", postType: "SOCIAL_MEDIA_AD", postTone: "FRIENDLY", postLength: "MEDIUM" };

function post(body: unknown) {
  return call("/api/post/draft", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("POST /api/post/draft", () => {
  it("answers 401 without a session", async () => {
    actAs(null);
    const reply = await draft(post(VALID), noParams);
    expect(reply.status).toBe(401);
    expect(await reply.json()).toMatchObject({ statusCode: "UNAUTHORIZED" });
  });

  it("validates the draft request with the spec's messages", async () => {
    const userId = await signInAs();
    const reply = await draft(
      post({
        ...VALID,
        description: "x".repeat(501),
        extraInstructions: "y".repeat(501),
        links: ["https://ok.example", "not a url"],
        replyLanguage: "",
        postType: "TWEET",
        postTone: undefined,
        postLength: "HUGE",
        weight: 101,
        platform: "MYSPACE",
      }),
      noParams,
    );
    expect(reply.status).toBe(422);
    const { statusCode, object } = await reply.json();
    expect(statusCode).toBe("VALIDATION_ERROR");
    expect(object.fieldErrors).toMatchObject({
      description: ["Description must not exceed 500 characters."],
      extraInstructions: ["Instructions must not exceed 500 characters."],
      "links.1": ["Please enter a valid URL"],
      replyLanguage: ["Please select a language."],
      postType: ["Please select a type of post."],
      postTone: ["Please select a tone of voice."],
      postLength: ["Please select a post length."],
      platform: ["Choose Facebook, Instagram, LinkedIn or Google."],
    });
    expect(object.fieldErrors.weight).toHaveLength(1);
    expect(await db.post.count({ where: { userId } })).toBe(0);
  });

  it("answers 400 for a body that is not JSON", async () => {
    await signInAs();
    expect((await draft(post("{nope"), noParams)).status).toBe(400);
  });

  it("accepts the form's lower-case values and answers the spec's envelope with a Server-Timing breakdown", async () => {
    await signInAs({ credits: 50_000 });
    const reply = await draft(post({ ...VALID, replyLanguage: "spanish", postLength: "short", generateHashtags: true }), noParams);
    expect(reply.status).toBe(200);
    const envelope = await reply.json();
    expect(envelope).toMatchObject({ statusCode: "OK", message: "Post generated successfully!" });
    const { generatedPost, remainingCreditAmount } = envelope.object as DraftResult;
    expect(generatedPost).toEqual({ id: expect.any(Number), content: expect.stringContaining("#"), imageUrl: null, writer: "offline" });
    const stored = await db.post.findUniqueOrThrow({ where: { id: generatedPost.id } });
    expect(remainingCreditAmount).toBe(50_000 - stored.cost);
    expect(reply.headers.get("Server-Timing")).toMatch(/checks;dur=[\d.]+, reserve;dur=[\d.]+, write;dur=[\d.]+, save;dur=[\d.]+$/);
  });

  it("answers NO_ACTIVE_SUBSCRIPTION and INSUFFICIENT_CREDIT_AMOUNT (with the balance) as 402 envelopes", async () => {
    await signInAs({ subscription: false });
    const refused = await draft(post(VALID), noParams);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      statusCode: "NO_ACTIVE_SUBSCRIPTION",
      message: "You need an active subscription to use this feature",
      object: null,
    });

    await signInAs({ credits: 12 });
    const poor = await draft(post(VALID), noParams);
    expect(poor.status).toBe(402);
    expect(await poor.json()).toEqual({
      statusCode: "INSUFFICIENT_CREDIT_AMOUNT",
      message: "Insufficient Credit Amount",
      object: { remainingCreditAmount: 12 },
    });
  });
});

describe("POST /api/post/draft/stream", () => {
  it("streams deltas as NDJSON, then the same envelope as the JSON route", async () => {
    await signInAs();
    const reply = await stream(post(VALID), noParams);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("Content-Type")).toContain("application/x-ndjson");
    expect(reply.headers.get("Cache-Control")).toContain("no-transform");
    const events: StreamEvent<DraftResult>[] = [];
    await readNdjson<DraftResult>(reply.body!, (event) => events.push(event));
    const deltas = events.filter((e) => e.type === "delta");
    const last = events.at(-1)!;
    expect(deltas.length).toBeGreaterThan(20);
    expect(last.type).toBe("done");
    if (last.type !== "done") return;
    expect(last.envelope).toMatchObject({ statusCode: "OK", message: "Post generated successfully!" });
    expect(
      deltas
        .map((d) => (d.type === "delta" ? d.text : ""))
        .join("")
        .trim(),
    ).toBe(last.envelope.object.generatedPost.content);
  });

  it("refuses before streaming with the envelope and its HTTP status", async () => {
    await signInAs({ credits: 3 });
    const reply = await stream(post(VALID), noParams);
    expect(reply.status).toBe(402);
    expect(reply.headers.get("Content-Type")).toContain("application/json");
    expect(await reply.json()).toMatchObject({ statusCode: "INSUFFICIENT_CREDIT_AMOUNT", object: { remainingCreditAmount: 3 } });
    expect((await stream(post({ ...VALID, description: "x".repeat(501) }), noParams)).status).toBe(422);
  });
});

describe("GET /api/images/[id]", () => {
  it("serves a post image to its owner only, as an immutable private resource", async () => {
    await signInAs();
    const made = await (await draft(post({ ...VALID, generateImage: true, imageDescription: "Soup" }), noParams)).json();
    const url = made.object.generatedPost.imageUrl as string;
    const id = url.split("/").at(-1)!;

    const reply = await image(call(url), { params: Promise.resolve({ id }) });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("Content-Type")).toBe("image/png");
    expect(reply.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
    const bytes = new Uint8Array(await reply.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(1, 4))).toBe("PNG");

    await signInAs();
    const stranger = await image(call(url), { params: Promise.resolve({ id }) });
    expect(stranger.status).toBe(404);
    expect((await image(call("/api/images/nope"), { params: Promise.resolve({ id: "nope" }) })).status).toBe(404);
  });
});
