// Alt text suggested by the writer's vision model (OPENAI_BASE_URL pointed at a local double of the OpenAI API):
// the model is sent the photo itself, small, as a JPEG; what it says comes back as alt text, nothing is saved,
// and the owner pays for the tokens it used, or nothing when it fails.
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getCreditBalance } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { asAltText } from "@/lib/media/describe-photo";
import { startOpenAIDouble, type OpenAIDouble } from "../support/openai-double";
import { call } from "../support/session";
import { warmUpDatabase } from "../support/users";
import { addPhoto, params, refusal, signedInOwner } from "./support";

const { POST: altTextRoute } = await import("@/app/api/photos/[id]/alt-text/route");

let double: OpenAIDouble;
const REPLY = 'Alt text: "Six sourdough loaves cooling on a wooden rack by a sunny window."';

beforeAll(async () => {
  double = await startOpenAIDouble({ reply: REPLY, promptTokens: 400 });
  // The settings are read on first use, which is after this point.
  process.env.OPENAI_API_KEY = "sk-test-double";
  process.env.OPENAI_BASE_URL = double.url;
  process.env.OPENAI_MODEL = "test-vision-model";
  await warmUpDatabase();
});
afterAll(() => double.close());

const suggest = (id: string) => altTextRoute(call(`/api/photos/${id}/alt-text`, { method: "POST" }), params({ id }));
type Part = { type: string; text?: string; image_url?: { url: string } };

it("sends the model the photo and the business, and answers what it saw as alt text, paid by its tokens", async () => {
  const owner = await signedInOwner({ credits: 10_000 });
  const photo = await addPhoto("loaves.jpg", 200);
  double.requests.length = 0;

  const reply = await suggest(photo.id);
  const body = (await reply.json()) as { message: string; object: { altText: string } };
  expect([reply.status, body.message, body.object]).toEqual([
    200,
    "Alt text suggested",
    { altText: "Six sourdough loaves cooling on a wooden rack by a sunny window." },
  ]);

  const [request] = double.requests;
  expect(request!.body).toMatchObject({ model: "test-vision-model" });
  const user = (request!.body.messages as { role: string; content: Part[] }[]).find((message) => message.role === "user")!;
  expect(user.content.find((part) => part.type === "text")?.text).toMatch(/^A photo of .+ \(.+\)\.$/);
  const image = user.content.find((part) => part.type === "image_url")!.image_url!.url;
  expect(image).toMatch(/^data:image\/jpeg;base64,/);
  const seen = await sharp(Buffer.from(image.split(",")[1]!, "base64")).metadata();
  expect([seen.format, seen.width, seen.height, seen.exif]).toEqual(["jpeg", 96, 64, undefined]);

  const tokens = 400 + REPLY.split(" ").length;
  expect(await getCreditBalance(owner.id)).toBe(10_000 - tokens);
  expect((await db.photo.findUniqueOrThrow({ where: { id: photo.id } })).altText).toBe("");
});

it("charges nothing when the model fails, and says so; another owner's photo is not found", async () => {
  const owner = await signedInOwner({ credits: 10_000 });
  const photo = await addPhoto("counter.jpg", 120);
  double.options.failWith = 500;
  try {
    expect(await refusal(await suggest(photo.id))).toEqual({
      status: 503,
      message: "The writer is not answering right now. Nothing was charged; please try again.",
    });
  } finally {
    double.options.failWith = undefined;
  }
  expect(await getCreditBalance(owner.id)).toBe(10_000);

  await signedInOwner({ credits: 10_000 });
  expect(await refusal(await suggest(photo.id))).toEqual({ status: 404, message: "We couldn't find that photo." });
});

it("reads a model's reply as one line of alt text, without a label or quotes", () => {
  expect(asAltText('  ALT: "A red bicycle\n leaning on a shop window"  ')).toBe("A red bicycle leaning on a shop window");
  expect(asAltText("x".repeat(1200))).toHaveLength(1000);
});
