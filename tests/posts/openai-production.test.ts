// The production text and image path: @ai-sdk/openai pointed (OPENAI_BASE_URL) at a local double of the OpenAI API.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getCreditBalance } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createDraftPost, prepareDraftPost } from "@/lib/posts/create-draft-post";
import { DOUBLE_PNG, startOpenAIDouble, type OpenAIDouble } from "../support/openai-double";
import { readyPhoto } from "../support/photos";
import { arrangeUser, draftRequest } from "./arrange";

let double: OpenAIDouble;

beforeAll(async () => {
  double = await startOpenAIDouble();
  // env is parsed on first use, which is after this point.
  process.env.OPENAI_API_KEY = "sk-test-double";
  process.env.OPENAI_BASE_URL = double.url;
  process.env.OPENAI_MODEL = "test-chat-model";
  process.env.OPENAI_IMAGE_MODEL = "gpt-image-1";
});

afterAll(async () => {
  await double.close();
});

describe("production writer (OpenAI-compatible chat completions)", () => {
  it("runs in production mode", () => {
    expect(env.modes.ai).toBe("production");
  });

  it("streams the model's text through the service and charges its reported tokens", async () => {
    double.requests.length = 0;
    const userId = await arrangeUser();
    const draft = await prepareDraftPost(userId, draftRequest({ links: ["https://crumb.example/menu"] }));
    const deltas: string[] = [];
    const result = await draft.generate({ onDelta: (text) => deltas.push(text) });

    expect(deltas.join("")).toBe(double.options.reply);
    expect(deltas.length).toBe(double.options.reply.split(" ").length);
    expect(result.generatedPost).toMatchObject({ content: double.options.reply, imageUrl: null, writer: "openai:test-chat-model" });
    const tokens = double.options.reply.split(" ").length;
    const post = await db.post.findUniqueOrThrow({ where: { id: result.generatedPost.id } });
    expect(post.cost).toBe(double.options.promptTokens + tokens);
    expect(await getCreditBalance(userId)).toBe(150_000 - post.cost);

    const [call] = double.requests;
    expect(call).toMatchObject({ path: "/v1/chat/completions", authorization: "Bearer sk-test-double" });
    expect(call!.body).toMatchObject({ model: "test-chat-model", stream: true });
    const messages = call!.body.messages as { role: string; content: string }[];
    expect(messages[0]).toMatchObject({ role: "system" });
    expect(messages[0]!.content).toContain("Write the whole post in English");
    expect(messages.at(-1)!.content).toContain("What the post is about: Our new autumn menu");
    expect(messages.at(-1)!.content).toContain("https://crumb.example/menu");
    expect(call!.body.max_tokens ?? call!.body.max_completion_tokens).toBe(700);
    // The offline writer's brief stays on our side.
    expect(JSON.stringify(call!.body)).not.toContain("postloom");
  });

  it("shows the writer the owner's photos, each at low detail, with what their alt text says", async () => {
    double.requests.length = 0;
    const userId = await arrangeUser();
    const photos = [await readyPhoto(userId, 1600, 1200, "Rye loaves on the counter"), await readyPhoto(userId, 600, 900)];
    const result = await createDraftPost(userId, draftRequest({ photoIds: photos.map((p) => p.id) }));
    const [call] = double.requests;
    const content = (call!.body.messages as { role: string; content: unknown }[]).at(-1)!.content as {
      type: string;
      text?: string;
      image_url?: { url: string; detail?: string };
    }[];
    expect(content.map((part) => part.type)).toEqual(["text", "image_url", "image_url"]);
    expect(content[0]!.text).toContain("Photo 1: Rye loaves on the counter");
    expect(content[0]!.text).toContain("Photo 2: (not described)");
    for (const part of content.slice(1)) {
      expect(part.image_url).toMatchObject({ url: expect.stringMatching(/^data:image\/jpeg;base64,/), detail: "low" });
      // Scaled down to what a vision model reads.
      const { width, height } = await sharp(Buffer.from(part.image_url!.url.split(",")[1]!, "base64")).metadata();
      expect(Math.max(width, height)).toBeLessThanOrEqual(768);
    }
    expect(await db.postPhoto.count({ where: { postId: result.generatedPost.id } })).toBe(2);
  });

  it("generates in one call for the JSON route", async () => {
    double.requests.length = 0;
    const userId = await arrangeUser();
    const result = await createDraftPost(userId, draftRequest({ postLength: "long", replyLanguage: "german" }));
    expect(result.generatedPost.content).toBe(double.options.reply);
    expect(double.requests[0]!.body.stream).toBeFalsy();
    expect(double.requests[0]!.body.max_tokens ?? double.requests[0]!.body.max_completion_tokens).toBe(1200);
  });

  it("creates the image with generateImage (b64_json) and stores its bytes", async () => {
    double.requests.length = 0;
    const userId = await arrangeUser();
    const result = await createDraftPost(userId, draftRequest({ generateImage: true, imageDescription: "A bowl of pumpkin soup" }));
    const images = double.requests.filter((r) => r.path === "/v1/images/generations");
    expect(images).toHaveLength(1);
    expect(images[0]!.body).toMatchObject({ model: "gpt-image-1", size: "1536x1024", n: 1 });
    expect(String(images[0]!.body.prompt)).toContain("It shows: A bowl of pumpkin soup.");
    const post = await db.post.findUniqueOrThrow({ where: { id: result.generatedPost.id }, include: { image: true } });
    expect(Buffer.from(post.image!.data).equals(DOUBLE_PNG)).toBe(true);
    expect(post.image!.contentType).toBe("image/png");
    expect(post.cost).toBe(double.options.promptTokens + double.options.reply.split(" ").length + env.IMAGE_CREDIT_COST);
  });

  it("refunds everything when the API fails", async () => {
    const userId = await arrangeUser();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    double.options.failWith = 500;
    try {
      await expect(createDraftPost(userId, draftRequest())).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    } finally {
      double.options.failWith = undefined;
      logged.mockRestore();
    }
    expect(await getCreditBalance(userId)).toBe(150_000);
    expect(await db.post.count({ where: { userId } })).toBe(0);
  });
});
