// What the browser tests' OpenAI double writes: a short post from the brief in the prompt Postloom sends
// (its topic, the brand's name, the links and hashtags it asks for), so a test can see its own input in
// the post, as it would with a real model. Sent a photo, it says what it sees of it: its colour and shape.
import sharp from "sharp";

type Message = { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] };

/** The photo in a request (a data URL, as @ai-sdk/openai sends one), if there is one. */
const photoIn = (body: Record<string, unknown>) =>
  ((body.messages as Message[] | undefined) ?? []).flatMap((m) => (typeof m.content === "string" ? [] : m.content)).find((part) => part.type === "image_url")
    ?.image_url?.url;

/** Alt text of what the double can see of a photo: "A mostly orange photo, wider than it is tall." */
async function describePhoto(dataUrl: string): Promise<string> {
  const image = sharp(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
  const [{ dominant }, { width = 1, height = 1 }] = await Promise.all([image.stats(), image.metadata()]);
  const colour = dominant.r > dominant.g && dominant.r > dominant.b ? (dominant.g > 90 ? "orange" : "red") : dominant.g > dominant.b ? "green" : "blue";
  const shape = width > height ? "wider than it is tall" : width < height ? "taller than it is wide" : "square";
  return `A mostly ${colour} photo, ${shape}.`;
}

/** The double's reply: alt text for a photo, or a post from the brief. */
export async function replyTo(body: Record<string, unknown>): Promise<string> {
  const photo = photoIn(body);
  return photo ? describePhoto(photo) : writeFromBrief(body);
}

export function writeFromBrief(body: Record<string, unknown>): string {
  const prompt = ((body.messages as Message[] | undefined) ?? [])
    .map((m) => (typeof m.content === "string" ? m.content : m.content.map((part) => part.text ?? "").join("")))
    .join("\n");
  const brand = prompt.match(/- Business name: (.+)/)?.[1]?.trim() ?? "our shop";
  const topic = prompt.match(/- What the post is about: (.+)/)?.[1]?.trim() ?? `Here is what ${brand} is up to.`;
  const links = [...prompt.matchAll(/^ {2}(https?:\/\/\S+)$/gm)].map((match) => match[1]);
  const hashtags = prompt.includes("end with one line of 3 to 5 relevant hashtags") ? "\n\n#shoplocal #smallbusiness #community" : "";
  return (
    [
      `${topic} Come and see us at ${brand} this week: we would love to say hello, and we think you will love it too.`,
      "Bring a friend who would enjoy it as much as you do.",
      ...links,
    ].join("\n\n") + hashtags
  );
}
