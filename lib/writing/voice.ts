// The owner's voice as a brief carries it (issue 21): a short style summary and a few of the owner's own
// posts, chosen within a token budget. The prompt builder shows them to the model; the offline writer reuses
// their openings, sign-offs and hashtags. Pure, and below the domains and the writers, so both read it. The
// Brand Profile page reads its limits, so it holds no zod.

/** Where an example comes from: pinned by the owner, an edit of a draft, a best post, an option chosen of three. */
export const VOICE_SOURCES = ["PINNED", "EDIT", "TOP", "CHOICE"] as const;
export type VoiceSource = (typeof VOICE_SOURCES)[number];

export type VoiceExample = {
  source: VoiceSource;
  /** What the writer had written, for an edit. */
  before: string | null;
  /** What the owner published, or chose. */
  text: string;
};

/** The voice a brief carries (its schema is the brief's, in ./post-brief). */
export type BriefVoice = { summary: string | null; examples: VoiceExample[] };

/** The key under providerOptions that asks a writer for the owner's style summary: { examples: string[] }. */
export const VOICE_SUMMARY_PROVIDER_KEY = "postloomVoiceSummary";

/** Tokens the voice may add to a prompt, summary and examples together. */
export const VOICE_TOKEN_BUDGET = 900;
/** The longest part of an example shown (an edit's before is shown shorter). */
export const EXAMPLE_MAX_CHARS = 700;
export const BEFORE_MAX_CHARS = 350;
export const SUMMARY_MAX_CHARS = 600;

/** About four characters a token, as OpenAI's own rule of thumb (and the offline writer's count). */
export const tokensOf = (text: string) => Math.ceil(text.length / 4);

/** A text cut at a word to at most `max` characters, with "…" where it was cut. */
export function clip(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const LABELS: Record<VoiceSource, string> = {
  PINNED: "a post the owner pinned as their voice",
  EDIT: "a draft the owner edited before publishing",
  TOP: "one of the owner's best posts by engagement",
  CHOICE: "the option the owner chose of three",
};

/** One example as the prompt shows it. */
export function renderExample(example: VoiceExample, index: number): string {
  const lines = [`Example ${index + 1}, ${LABELS[example.source]}:`];
  if (example.before) {
    lines.push(`  Our draft: «${clip(example.before, BEFORE_MAX_CHARS)}»`, `  What they published: «${clip(example.text, EXAMPLE_MAX_CHARS)}»`);
  } else {
    lines.push(`  «${clip(example.text, EXAMPLE_MAX_CHARS)}»`);
  }
  return lines.join("\n");
}

/** What heads the voice in a prompt. */
export const VOICE_HEADING = "The owner's voice (write the way they write; never copy these posts word for word):";

/** The voice as the prompt shows it: the heading, the summary, the examples. */
export function renderVoice(voice: BriefVoice): string {
  return [VOICE_HEADING, ...(voice.summary ? [`Style: ${voice.summary}`] : []), ...voice.examples.map(renderExample)].join("\n");
}

/**
 * The voice a brief carries: the summary, then the candidates in the order given (the caller puts the most
 * telling first), as many as fit in `budget` tokens once rendered; an example that does not fit is skipped for
 * a shorter one after it. Null when there is nothing to show.
 */
export function fitVoice(summary: string | null, candidates: readonly VoiceExample[], budget = VOICE_TOKEN_BUDGET): BriefVoice | null {
  const voice: BriefVoice = { summary: summary?.trim() ? clip(summary, SUMMARY_MAX_CHARS) : null, examples: [] };
  for (const candidate of candidates) {
    const tried = { ...voice, examples: [...voice.examples, candidate] };
    if (tokensOf(renderVoice(tried)) <= budget) voice.examples = tried.examples;
  }
  return voice.summary || voice.examples.length ? voice : null;
}
