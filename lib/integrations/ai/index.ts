// Text generation: OpenAI (or any OpenAI-compatible server) through the AI SDK when OPENAI_API_KEY is set,
// otherwise the offline writer. Both are AI SDK language models, so callers cannot tell them apart.
import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { env } from "@/lib/env";
import { createOfflineWriter } from "./offline-writer";
import { OFFLINE_WRITER_ID } from "@/lib/offline-writer-id";

export type PostWriter = {
  model: LanguageModel;
  /** Stored with each post: "offline" or "openai:<model>". */
  id: string;
};

export type OpenAIConfig = { apiKey: string; baseURL?: string; model: string };

export function createOpenAIWriter({ apiKey, baseURL, model }: OpenAIConfig): PostWriter {
  // .chat = the Chat Completions API, which every OpenAI-compatible server (Ollama, vLLM, …) speaks.
  return { model: createOpenAI({ apiKey, baseURL }).chat(model), id: `openai:${model}` };
}

export function getPostWriter(): PostWriter {
  if (env.modes.ai === "production") {
    return createOpenAIWriter({ apiKey: env.OPENAI_API_KEY!, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL });
  }
  return { model: createOfflineWriter({ paceMs: env.OFFLINE_WRITER_PACE_MS }), id: OFFLINE_WRITER_ID };
}
