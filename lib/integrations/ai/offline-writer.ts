// The offline writer: the sandbox's text model. It is an AI SDK language model (LanguageModelV4), so the
// draft service runs the same generateText/streamText path, streaming and token usage as with OpenAI.
// It composes from the structured brief the prompt builder attaches as providerOptions; called with a
// bare prompt it writes a generic post about that prompt.
import "server-only";
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { BRIEF_PROVIDER_KEY, postBriefSchema, type PostBrief } from "@/lib/writing/post-brief";
import { CHANNEL_KEYS } from "@/lib/channels/facts";
import { VOICE_SUMMARY_PROVIDER_KEY } from "@/lib/writing/voice";
import { summariseVoice } from "./offline-voice";
import { composeOfflinePost } from "./compose-offline-post";
import { countTokens } from "./count-tokens";
import { splitSentences } from "./split-sentences";
import { OFFLINE_WRITER_ID } from "@/lib/offline-writer-id";

/** As much of a bare prompt as the form's description allows, in whole sentences (at least the first). */
const DESCRIPTION_CHARS = 500;

export type OfflineWriterOptions = {
  /** Pause between streamed words, so a person watching sees the post being written. 0 streams at once. */
  paceMs?: number;
};

function promptText(prompt: LanguageModelV4Prompt): string {
  return prompt
    .map((message) =>
      typeof message.content === "string"
        ? message.content
        : message.content.map((part) => ("text" in part && typeof part.text === "string" ? part.text : "")).join(""),
    )
    .join("\n");
}

function wholeSentences(text: string, maxChars: number): string {
  const kept: string[] = [];
  for (const sentence of splitSentences(text)) {
    if (kept.length && [...kept, sentence].join(" ").length > maxChars) break;
    kept.push(sentence);
  }
  return kept.join(" ");
}

function briefFrom(options: LanguageModelV4CallOptions): PostBrief {
  const parsed = postBriefSchema.safeParse(options.providerOptions?.[BRIEF_PROVIDER_KEY]);
  if (parsed.success) return parsed.data;
  const lastUser = [...options.prompt].reverse().find((m) => m.role === "user");
  return {
    brand: { name: "Your Brand", industry: "other", description: "", targetAudience: "", painPoints: "" },
    description: lastUser ? wholeSentences(promptText([lastUser]), DESCRIPTION_CHARS) : "",
    extraInstructions: "",
    postType: "SOCIAL_MEDIA_AD",
    postLength: "MEDIUM",
    postTone: "FRIENDLY",
    replyLanguage: "ENGLISH",
    generateHashtags: false,
    platform: CHANNEL_KEYS[0],
    links: [],
    weight: 0,
  };
}

/** What the call asks for: the owner's style summary (its examples), or a post. */
function compose(options: LanguageModelV4CallOptions): string {
  const summary = options.providerOptions?.[VOICE_SUMMARY_PROVIDER_KEY]?.examples;
  if (Array.isArray(summary)) return summariseVoice(summary.filter((e): e is string => typeof e === "string"));
  return composeOfflinePost(briefFrom(options));
}

function usageOf(options: LanguageModelV4CallOptions, text: string): LanguageModelV4Usage {
  const input = countTokens(promptText(options.prompt));
  const output = countTokens(text);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

/** Splits text into the pieces a model would stream: each word with the whitespace after it. */
export function streamPieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function abortError(): Error {
  return Object.assign(new Error("The operation was aborted."), { name: "AbortError" });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), reject(abortError())), { once: true });
  });
}

export function createOfflineWriter({ paceMs = 0 }: OfflineWriterOptions = {}): LanguageModelV4 {
  const metadata = () => ({ id: `offline-${crypto.randomUUID()}`, modelId: OFFLINE_WRITER_ID, timestamp: new Date() });

  return {
    specificationVersion: "v4",
    provider: "postloom",
    modelId: OFFLINE_WRITER_ID,
    supportedUrls: {},

    async doGenerate(options): Promise<LanguageModelV4GenerateResult> {
      const text = compose(options);
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usageOf(options, text),
        response: metadata(),
        warnings: [],
      };
    },

    async doStream(options) {
      const text = compose(options);
      const pieces = streamPieces(text);
      const signal = options.abortSignal;
      let index = 0;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({ type: "response-metadata", ...metadata() });
          controller.enqueue({ type: "text-start", id: "text-0" });
        },
        async pull(controller) {
          if (index < pieces.length) {
            if (paceMs > 0 && index > 0) await sleep(paceMs, signal);
            controller.enqueue({ type: "text-delta", id: "text-0", delta: pieces[index++]! });
            return;
          }
          controller.enqueue({ type: "text-end", id: "text-0" });
          controller.enqueue({ type: "finish", usage: usageOf(options, text), finishReason: { unified: "stop", raw: "stop" } });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
