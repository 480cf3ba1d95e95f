// The brand's voice, learned on PGlite and PostgreSQL: an edited draft that goes out is kept as a pair (by the
// trigger, whichever way it went out); the owner's best posts come from engagement read in the background (held
// back by Meta's usage headers); pinned, edited and best posts reach the brief and the prompt within the budget,
// and none with learning off; the offline writer reuses the owner's opening, sign-off and hashtags; the summary.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createOfflineWriter } from "@/lib/integrations/ai/offline-writer";
import { createGraphUsage } from "@/lib/channels/facebook/graph-usage";
import { sandboxPagesNamed } from "@/lib/channels/facebook/sandbox-pages";
import { createSandboxApi } from "@/lib/channels/facebook/sandbox-api";
import { buildPrompt } from "@/lib/posts/build-prompt";
import { createDraftPost, loadBrief } from "@/lib/posts/create-draft-post";
import { publishPost } from "@/lib/publishing/publish-post";
import { getVoice } from "@/lib/voice/get-voice";
import { loadVoice } from "@/lib/voice/load-voice";
import { refreshEngagement } from "@/lib/voice/refresh-engagement";
import { pinExample, removeExample, updateVoice } from "@/lib/voice/update-voice";
import { refreshVoiceSummaries, writeVoiceSummary } from "@/lib/voice/write-voice-summary";
import { fitVoice, tokensOf, VOICE_TOKEN_BUDGET, type VoiceExample } from "@/lib/writing/voice";
import { arrangeUser, BRIEF, draftRequest } from "../posts/arrange";
import { connectPage, warmUpDatabase } from "../support/users";

beforeAll(warmUpDatabase);

const offline = { model: createOfflineWriter(), id: "offline" };
const OPENING = "Morning, neighbours!";
const SIGNOFF = "— Ana & the Crumb team";

/** A post the writer wrote, edited by the owner in their own voice, then marked published (no platform). */
async function publishEdited(userId: string, topic: string) {
  const { generatedPost } = await createDraftPost(userId, draftRequest({ description: topic }), { writer: offline });
  const edited = `${OPENING}\n\n${topic} Baked at dawn, gone by noon.\n\n${SIGNOFF}\n\n#CrumbAndCo #LeedsEats`;
  await publishPost(userId, { postID: generatedPost.id, postContent: edited, platforms: [], targets: [] });
  return { id: generatedPost.id, written: generatedPost.content, edited };
}

/** The voice section of a prompt: from its heading to the post brief. */
const voiceSection = (prompt: string) => prompt.slice(prompt.indexOf("The owner's voice"), prompt.indexOf("Post brief:")).trimEnd();

describe("the owner's edits", () => {
  it("are kept as pairs when an edited draft goes out, once; a draft published as written teaches nothing", async () => {
    const userId = await arrangeUser();
    const { id, written, edited } = await publishEdited(userId, "Rye loaves are back.");
    const asWritten = await createDraftPost(userId, draftRequest(), { writer: offline });
    await publishPost(userId, { postID: asWritten.generatedPost.id, postContent: asWritten.generatedPost.content, platforms: [], targets: [] });
    const examples = await db.voiceExample.findMany({ where: { userId } });
    expect(examples).toEqual([expect.objectContaining({ postId: id, kind: "EDIT", aiText: written, ownerText: edited })]);
  });
});

describe("the voice in the brief and the prompt", () => {
  it("puts the edit pairs and best posts in the prompt, pinned first, within the budget; learning off leaves them out", async () => {
    const userId = await arrangeUser();
    for (const topic of ["Rye loaves are back.", "Cinnamon buns on Saturday.", "Our new seeded bloomer."]) await publishEdited(userId, topic);
    const best = await db.post.create({
      data: {
        userId,
        content: "Our sourdough starter turned five today! Thank you for every loaf. #CrumbAndCo",
        status: "PUBLISHED",
        publishedAt: new Date(),
        engagement: 240,
      },
    });
    await db.voiceExample.create({ data: { userId, postId: best.id, kind: "TOP", ownerText: best.content } });
    const pinned = await db.voiceExample.create({
      data: { userId, kind: "CHOICE", ownerText: "Short and sweet: fresh bread, open at 7. See you soon! — Ana", pinned: true },
    });

    const voice = (await loadVoice(userId))!;
    expect(voice.examples.map((e) => e.source)).toEqual(["PINNED", "EDIT", "TOP", "EDIT", "EDIT"]);
    const prompt = buildPrompt({ ...BRIEF, voice }).prompt;
    expect(prompt).toContain(`Our draft: «`);
    expect(prompt).toContain(`What they published: «${OPENING}`);
    expect(prompt).toContain("one of the owner's best posts by engagement:\n  «Our sourdough starter turned five today!");
    expect(prompt).toContain("a post the owner pinned as their voice:\n  «Short and sweet");
    expect(tokensOf(voiceSection(prompt))).toBeLessThanOrEqual(VOICE_TOKEN_BUDGET);
    expect((await loadBrief(userId, draftRequest())).voice).toEqual(voice);

    // The card shows the same ones in use; pinning, removing and switching learning off change what the writer sees.
    expect((await getVoice(userId)).examples.filter((e) => e.inUse)).toHaveLength(5);
    await removeExample(userId, pinned.id);
    expect((await loadVoice(userId))!.examples.map((e) => e.source)).toEqual(["EDIT", "TOP", "EDIT", "EDIT"]);
    const top = (await getVoice(userId)).examples.find((e) => e.source === "TOP")!;
    await pinExample(userId, top.id, true);
    expect((await loadVoice(userId))!.examples[0]).toMatchObject({ source: "PINNED", text: best.content });
    await updateVoice(userId, { learning: false });
    expect(await loadVoice(userId)).toBeNull();
    const off = await loadBrief(userId, draftRequest());
    expect(off.voice).toBeUndefined();
    expect(buildPrompt(off).prompt).not.toContain("The owner's voice");
  });

  it("fits the budget with long examples: the summary first, then what fits in the order given", () => {
    const long = (n: number): VoiceExample => ({ source: "EDIT", before: "x ".repeat(2000), text: `${n} ${"word ".repeat(1000)}` });
    const short: VoiceExample = { source: "TOP", before: null, text: "Fresh bread at 7. #CrumbAndCo" };
    const candidates = [long(1), long(2), long(3), short, long(4)];
    const voice = fitVoice("Short sentences; signs off with Ana.", candidates, 700)!;
    expect(voice.summary).toBe("Short sentences; signs off with Ana.");
    expect(voice.examples).toEqual([candidates[0], candidates[1], short]);
    expect(tokensOf(voiceSection(buildPrompt({ ...BRIEF, voice }).prompt))).toBeLessThanOrEqual(700);
    expect(tokensOf(voiceSection(buildPrompt({ ...BRIEF, voice: fitVoice(null, candidates)! }).prompt))).toBeLessThanOrEqual(VOICE_TOKEN_BUDGET);
    expect(fitVoice(null, [long(5)], 100)).toBeNull();
  });
});

describe("the offline writer with the owner's voice", () => {
  it("reuses their opening, sign-off and hashtags, and writes a summary that names them", async () => {
    const userId = await arrangeUser();
    for (const topic of ["Rye loaves are back.", "Cinnamon buns on Saturday."]) await publishEdited(userId, topic);
    const { generatedPost } = await createDraftPost(userId, draftRequest({ description: "Pumpkin bread for the autumn.", generateHashtags: true }), {
      writer: offline,
    });
    expect(generatedPost.content.startsWith(OPENING)).toBe(true);
    expect(generatedPost.content).toContain(SIGNOFF);
    expect(generatedPost.content).toMatch(/#CrumbAndCo .*#LeedsEats/);

    expect(await refreshVoiceSummaries({ writer: offline })).toBeGreaterThanOrEqual(1);
    const { summary } = (await db.voiceProfile.findUniqueOrThrow({ where: { userId } }))!;
    expect(summary).toContain(`opens with "${OPENING}"`);
    expect(summary).toContain(`signs off with "${SIGNOFF}"`);
    expect(summary).toContain("#CrumbAndCo");
    // Nothing new since: the round leaves it; the owner's own words are never replaced by the round.
    expect(await writeVoiceSummary(userId, { writer: offline })).toBe(true);
    await updateVoice(userId, { summary: "Warm and short. Always signs off as Ana." });
    await publishEdited(userId, "Sourdough class on Sunday.");
    await refreshVoiceSummaries({ writer: offline });
    expect((await getVoice(userId)).summary).toBe("Warm and short. Always signs off as Ana.");
  });
});

describe("the owner's best posts", () => {
  it("come from engagement read in the background, from two hours after publishing, once per round, and wait when Meta's usage is high", async () => {
    const [page] = sandboxPagesNamed("Crumb & Co");
    const userId = await arrangeUser();
    const connection = await connectPage(userId, page!.id, `sandbox-page:${userId}:${page!.id}`, page!.name);
    const facebook = createSandboxApi("http://localhost:3000");
    const sent = await facebook.publish(
      { pageId: page!.id, pageToken: `sandbox-page:${userId}:${page!.id}` },
      { message: "Cinnamon buns are back this Saturday." },
    );
    // A day on, the sandbox page's figures have grown.
    await db.sandboxFacebookPost.update({ where: { id: Number(sent.id.split("_")[1]) }, data: { createdAt: new Date(Date.now() - 24 * 3_600_000) } });
    const post = await db.post.create({
      data: {
        userId,
        content: "Cinnamon buns are back this Saturday.",
        status: "PUBLISHED",
        publishedAt: new Date(),
        platforms: {
          create: { platform: "FACEBOOK", connectionId: connection.id, accountName: page!.name, status: "SUCCESS", externalPostId: sent.id, pageId: page!.id },
        },
      },
    });

    const hour = 3_600_000;
    const quiet = createGraphUsage();
    const reading = async () => db.post.findUniqueOrThrow({ where: { id: post.id }, select: { engagement: true, engagementReadAt: true } });
    // Just published: its first reading is two hours away.
    await refreshEngagement({ facebook, usage: quiet });
    expect(await reading()).toEqual({ engagement: null, engagementReadAt: null });

    // Usage at the pacing threshold: nothing is read, and the post is due again later.
    const busy = createGraphUsage();
    const due = new Date(post.publishedAt!.getTime() + 2 * hour);
    busy.record(new Headers({ "x-app-usage": JSON.stringify({ call_count: 80, total_time: 10, total_cputime: 10 }) }), due);
    await refreshEngagement({ facebook, usage: busy, now: due });
    expect(await reading()).toEqual({ engagement: null, engagementReadAt: due });
    await refreshEngagement({ facebook, usage: quiet, now: new Date(due.getTime() + hour) });
    expect(await reading()).toEqual({ engagement: null, engagementReadAt: due });

    const later = new Date(due.getTime() + 2 * hour);
    await refreshEngagement({ facebook, usage: quiet, now: later });
    const read = await db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(read.engagement).toBeGreaterThan(0);
    expect(await db.voiceExample.findMany({ where: { postId: post.id } })).toEqual([expect.objectContaining({ kind: "TOP", ownerText: read.content })]);
    // Read a moment ago: the next round leaves it.
    await db.post.update({ where: { id: post.id }, data: { engagement: 0 } });
    await refreshEngagement({ facebook, usage: quiet, now: new Date(later.getTime() + 60_000) });
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).engagement).toBe(0);
  });

  it("are never looked for on a post no channel can report on: marked published by hand, it is due once and then no more", async () => {
    const userId = await arrangeUser();
    const publishedAt = new Date(Date.now() - 30 * 60_000);
    const post = await db.post.create({ data: { userId, content: "Posted it myself.", status: "PUBLISHED", publishedAt } });
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).engagementDueAt).toEqual(new Date(publishedAt.getTime() + 2 * 3_600_000));
    const later = new Date(publishedAt.getTime() + 3 * 3_600_000);
    await refreshEngagement({ usage: createGraphUsage(), now: later });
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ engagement: null, engagementReadAt: later, engagementDueAt: null });
    await refreshEngagement({ usage: createGraphUsage(), now: new Date(later.getTime() + 7 * 24 * 3_600_000) });
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ engagementReadAt: later });
  });
});
