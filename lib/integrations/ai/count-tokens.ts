// The offline writer's token count: about four characters a token, as OpenAI's own rule of thumb.
import "server-only";

export function countTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
