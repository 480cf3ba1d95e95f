// A draft's text written (lib/posts/create-draft-post.ts asks for it): the writer shown the brief, and the owner's
// photos when it can see them, in one call or streamed; and the tokens that call used, which the draft is charged.
import "server-only";
import { generateText, streamText, type LanguageModelUsage } from "ai";
import type { PostWriter } from "@/lib/integrations/ai";
import { countTokens } from "@/lib/integrations/ai/count-tokens";
import { seenCopy } from "@/lib/media/describe-photo";
import { readPhotoVariant } from "@/lib/media/read-photos";
import type { BuiltPrompt } from "./build-prompt";
import type { GenerateOptions } from "./create-draft-post";

/** The photos as a writer that sees is shown them, in order. */
export async function seenPhotos(userId: string, photos: { id: string }[]): Promise<Uint8Array[]> {
  return Promise.all(photos.map(async ({ id }) => new Uint8Array(await seenCopy((await readPhotoVariant(userId, id, "display")).bytes))));
}

export async function writeDraftText(writer: PostWriter, prompt: BuiltPrompt, { onDelta, signal }: GenerateOptions) {
  const images = prompt.images ?? [];
  const call = {
    model: writer.model,
    instructions: prompt.instructions,
    // With photos, the brief and the photos in one message; each seen at low detail, which is enough to say what is in it.
    ...(images.length
      ? {
          messages: [
            {
              role: "user" as const,
              content: [
                { type: "text" as const, text: prompt.prompt },
                ...images.map((image) => ({ type: "image" as const, image, mediaType: "image/jpeg", providerOptions: { openai: { imageDetail: "low" } } })),
              ],
            },
          ],
        }
      : { prompt: prompt.prompt }),
    maxOutputTokens: prompt.maxOutputTokens,
    providerOptions: prompt.providerOptions,
    maxRetries: 1,
    abortSignal: signal,
  };
  if (!onDelta) {
    const result = await generateText(call);
    return { text: result.text, usage: result.totalUsage };
  }
  const result = streamText(call);
  let text = "";
  let usage: LanguageModelUsage | undefined;
  for await (const part of result.stream) {
    if (part.type === "text-delta") {
      text += part.text;
      onDelta(part.text);
    } else if (part.type === "finish") {
      usage = part.totalUsage;
    } else if (part.type === "error") {
      throw part.error;
    } else if (part.type === "abort") {
      throw Object.assign(new Error("The generation was aborted."), { name: "AbortError" });
    }
  }
  return { text, usage };
}

export function tokensUsed(usage: LanguageModelUsage | undefined, prompt: BuiltPrompt, text: string): number {
  const total = usage?.totalTokens ?? (usage?.inputTokens ?? 0) + (usage?.outputTokens ?? 0);
  // A server that reports no usage is charged by the same estimate the offline writer uses.
  return total > 0 ? total : countTokens(prompt.instructions + prompt.prompt) + countTokens(text);
}
