// Post images: OpenAI's image API through the AI SDK when OPENAI_API_KEY is set, otherwise a branded card
// rendered locally. Either way the caller gets image bytes to store.
import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { generateImage } from "ai";
import { env } from "@/lib/env";
import type { OpenAIConfig } from "@/lib/integrations/ai";
import { renderBrandedCard } from "./branded-card";

export type PostImageInput = {
  /** What the image should show (for a model). */
  prompt: string;
  brandName: string;
  /** A line from the post (for the branded card). */
  line: string;
  caption?: string;
};

export type PostImage = { data: Uint8Array; contentType: string };

export type ImageMaker = {
  id: string;
  make: (input: PostImageInput, signal?: AbortSignal) => Promise<PostImage>;
};

/** OpenAI's landscape size closest to the card's 16:9 for each image model. */
function landscapeSize(model: string): `${number}x${number}` {
  if (model.startsWith("dall-e-3")) return "1792x1024";
  if (model.startsWith("dall-e-2")) return "1024x1024";
  return "1536x1024";
}

export function createOpenAIImageMaker({ apiKey, baseURL, model }: OpenAIConfig): ImageMaker {
  const openai = createOpenAI({ apiKey, baseURL });
  return {
    id: `openai:${model}`,
    async make({ prompt }, signal) {
      const { image } = await generateImage({ model: openai.image(model), prompt, size: landscapeSize(model), abortSignal: signal, maxRetries: 1 });
      return { data: image.uint8Array, contentType: image.mediaType || "image/png" };
    },
  };
}

export const brandedCardMaker: ImageMaker = {
  id: "branded-card",
  async make({ brandName, line, caption }) {
    return { data: await renderBrandedCard({ brandName, line, caption }), contentType: "image/png" };
  },
};

export function getImageMaker(): ImageMaker {
  if (env.modes.ai === "production") {
    return createOpenAIImageMaker({ apiKey: env.OPENAI_API_KEY!, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_IMAGE_MODEL });
  }
  return brandedCardMaker;
}
