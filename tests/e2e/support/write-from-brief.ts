// What the browser tests' OpenAI double writes: a short post from the brief in the prompt Postloom sends
// (its topic, the brand's name, the links and hashtags it asks for), so a test can see its own input in
// the post, as it would with a real model.
type Message = { role: string; content: string | { type: string; text?: string }[] };

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
