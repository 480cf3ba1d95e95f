// What every registered channel promises (lib/channels/channel.ts), tried against its local double, which speaks
// the real API's wire format: a post goes out and its id and permalink are recorded; each kind of failure is
// sorted as declared; a post whose answer never came is found on the account, and one that isn't there stays
// unconfirmed; the channel's rules refuse what its API refuses and allow what it takes; and a connection's
// health follows what the API says of its token. Table-driven over the registry: a channel gets these tests by
// being registered (and giving its double's harness, ./harnesses.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CHANNEL_KEYS, channels, type Destination, type FailureKind, type OutgoingPicture } from "@/lib/channels";
import { postProblem } from "@/lib/channels/rules";
import { db } from "@/lib/db";
import { CHECK_AFTER_MS, deliveryMessages } from "@/lib/publishing/delivery-policy";
import { publishPost } from "@/lib/publishing/publish-post";
import { reconcileUnknownDeliveries } from "@/lib/publishing/reconcile-deliveries";
import { publishSchema } from "@/lib/publishing/schemas";
import { startImageServer, testPhoto, type ImageServer } from "../support/image-server";
import { noSleep } from "../support/publishing";
import { createUser } from "../support/session";
import { HARNESSES, TOKEN_STATES_NOT_HELD, type ChannelHarness, type TokenState } from "./harnesses";

const media = await vi.hoisted(async () => (await import("../support/media-server")).startMediaServer());
afterAll(() => new Promise((resolve) => media.close(resolve)));

const FAILURE_KINDS: FailureKind[] = ["reconnect", "rejected", "retryable", "unknown"];

it("every registered channel has a double to be tried against", () => {
  expect(Object.keys(HARNESSES).sort()).toEqual([...CHANNEL_KEYS].sort());
});

describe.each(CHANNEL_KEYS)("the %s channel", (key) => {
  let harness: ChannelHarness;
  let images: ImageServer;
  const channel = () => channels(harness.clients).of(key);
  const to = (): Destination => harness.account;

  beforeAll(async () => {
    harness = await HARNESSES[key]!();
    images = await startImageServer();
  });
  afterEach(() => harness.reset());
  afterAll(async () => {
    await Promise.all([harness.stop(), images.stop()]);
  });

  /** A picture as this channel is sent it: its bytes, or a public link to them. */
  async function picture(): Promise<OutgoingPicture> {
    const jpeg = await testPhoto(1080, 1080);
    return channel().facts.rules.images.fetchedByLink ? { url: images.serve(`${crypto.randomUUID()}.jpg`, jpeg) } : { data: jpeg, contentType: "image/jpeg" };
  }
  const sendOptions = () => ({ timeoutMs: 5_000, deadline: Date.now() + 60_000, sleep: noSleep, now: () => new Date(), beforePublish: () => {} });

  /** A user with the double's account connected, and a post with a picture (which every channel takes). */
  async function connectedPost(content = `Fresh loaves ${crypto.randomUUID()}`) {
    const user = await createUser(key.toLowerCase());
    const connection = await harness.connect(user.id);
    const jpeg = await testPhoto(1536, 1024);
    const image = await db.generatedImage.create({ data: { userId: user.id, contentType: "image/jpeg", data: jpeg } });
    const post = await db.post.create({ data: { userId: user.id, content, imageId: image.id, imageUrl: `/api/images/${image.id}` } });
    return { user, connection, post };
  }
  /** "Post Now" of it, through the publishing engine. */
  const postNow = ({ user, connection, post }: Awaited<ReturnType<typeof connectedPost>>) =>
    publishPost(user.id, publishSchema.parse({ postID: post.id, postContent: post.content, targets: [connection] }), { ...harness.clients, sleep: noSleep });
  const deliveryOf = (postId: number) => db.postPlatform.findFirstOrThrow({ where: { postId } });
  const lookLater = () => reconcileUnknownDeliveries({ ...harness.clients, now: () => new Date(Date.now() + CHECK_AFTER_MS[0] + 1_000) });

  it("publishes a post, and records the id and the permalink the channel gives", async () => {
    const sent = await connectedPost();
    expect((await postNow(sent)).status).toBe("PUBLISHED");
    const held = harness.posts();
    expect(held).toEqual([{ id: expect.any(String), text: sent.post.content }]);
    const delivery = await deliveryOf(sent.post.id);
    expect(delivery).toMatchObject({ status: "SUCCESS", externalPostId: held[0]!.id });
    // The address names the post (Google's by the last part of its name).
    expect(delivery.permalink).toMatch(new RegExp(`^https://.*${held[0]!.id.split("/").at(-1)}`));
  });

  it.each(FAILURE_KINDS)("sorts a %s failure as declared", async (kind) => {
    harness.failPublish(kind);
    await expect(channel().publish(to(), { text: `Failing ${kind}`, pictures: [await picture()] }, sendOptions())).rejects.toMatchObject({ kind });
    expect(harness.posts()).toEqual([]);
  });

  it("finds a post whose answer never came on the account, and records it delivered", async () => {
    const sent = await connectedPost();
    harness.dropPublishAnswer();
    await expect(postNow(sent)).rejects.toThrow(deliveryMessages(key).unconfirmed);
    expect(await deliveryOf(sent.post.id)).toMatchObject({ status: "UNCONFIRMED", externalPostId: null });
    expect(await lookLater()).toEqual({ checked: 1, found: 1 });
    const [held] = harness.posts();
    expect(await deliveryOf(sent.post.id)).toMatchObject({ status: "SUCCESS", externalPostId: held!.id });
    expect((await db.post.findUniqueOrThrow({ where: { id: sent.post.id } })).status).toBe("PUBLISHED");
  });

  it("leaves an unknown outcome unconfirmed while the post is not on the account", async () => {
    const sent = await connectedPost();
    harness.failPublish("unknown");
    await expect(postNow(sent)).rejects.toThrow(deliveryMessages(key).unconfirmed);
    expect(await lookLater()).toEqual({ checked: 1, found: 0 });
    expect(harness.posts()).toEqual([]);
    expect(await deliveryOf(sent.post.id)).toMatchObject({ status: "UNCONFIRMED", externalPostId: null });
  });

  it("refuses by its rules what the channel refuses, and the channel takes what its rules allow", async () => {
    const facts = channel().facts;
    const { rules } = facts;
    // Words before the tags: a channel may need some text (Google's update does), and may take no tags at all.
    const tags = (sign: string, count: number) => ["Fresh loaves", ...Array.from({ length: count }, (_, i) => `${sign}tag${i}`)].join(" ");
    const cases = [
      { text: "a".repeat(rules.maxCharacters), allowed: true },
      { text: "a".repeat(rules.maxCharacters + 1), allowed: false },
      ...(rules.maxHashtags === null
        ? []
        : [
            { text: tags("#", rules.maxHashtags), allowed: true },
            { text: tags("#", rules.maxHashtags + 1), allowed: false },
          ]),
      ...(rules.maxMentions === null
        ? []
        : [
            { text: tags("@", rules.maxMentions), allowed: true },
            { text: tags("@", rules.maxMentions + 1), allowed: false },
          ]),
    ];
    for (const { text, allowed } of cases) {
      expect(postProblem(facts, text, 1) === null, text.slice(0, 40)).toBe(allowed);
      const sending = channel().publish(to(), { text, pictures: [await picture()] }, sendOptions());
      if (allowed) await expect(sending).resolves.toMatchObject({ id: expect.any(String) });
      else await expect(sending).rejects.toMatchObject({ kind: "rejected" });
    }
    expect(harness.posts()).toHaveLength(cases.filter((c) => c.allowed).length);
    if (rules.images.required) {
      expect(postProblem(facts, "Words alone", 0)).not.toBeNull();
      await expect(channel().publish(to(), { text: "Words alone", pictures: [] }, sendOptions())).rejects.toMatchObject({ kind: "rejected" });
    }
  });

  const TOKENS: [string, () => TokenState][] = [
    ["HEALTHY", () => ({ valid: true })],
    ["NEEDS_RECONNECT", () => ({ valid: false })],
    ["EXPIRING", () => ({ valid: true, expiresAt: new Date(Date.now() + 3 * 86_400_000) })],
    ["MISSING_PERMISSION", () => ({ valid: true, withoutScope: channel().connect.scopes[0] })],
  ];
  it.each(TOKENS.filter(([health]) => !TOKEN_STATES_NOT_HELD[key]?.includes(health)))(
    "reads %s from what the channel says of the token",
    async (health, state) => {
      harness.tokenSays(state());
      expect(await channel().checkHealth({ token: harness.account.token, accountId: harness.account.accountId }, new Date())).toMatchObject({ health });
    },
  );
});
