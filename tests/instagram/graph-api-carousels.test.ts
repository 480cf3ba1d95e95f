// The production Instagram client against a local double that answers as the Graph API does: carousels (a child
// container per image, then the carousel of them, published as one post), and what the double refuses of them, as
// Instagram does. (The container lifecycle and the account: graph-api.test.ts.)
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  carouselItemNotPublishable,
  carouselSizeRefusal,
  mediaNotFound,
  notACarouselItem,
  notReady,
  type InstagramRefusal,
} from "@/lib/channels/instagram/instagram-rules";
import { testPicture } from "../support/image-server";
import { ACCOUNT, api, failure, goodImage, images, instagram, isStep, noSleep, setUpInstagramGraph, steps, target } from "./support/graph-api-setup";

setUpInstagramGraph();

describe("carousels", () => {
  /** Three 4:5 JPEGs told apart by their widths, the first two with alt text. */
  const threeImages = async () => [
    { url: images.serve("first.jpg", await testPicture(1080, 1350, "jpeg")), altText: "A tray of cinnamon knots" },
    { url: images.serve("second.jpg", await testPicture(1200, 1500, "jpeg")), altText: "Sourdough cooling on the rack" },
    { url: images.serve("third.jpg", await testPicture(1440, 1800, "jpeg")) },
  ];
  const created = () => instagram.requests.filter(isStep("container"));

  it("makes a child per image, waits for each, makes the carousel of them in order, and publishes it as one post", async () => {
    const result = await api.publish(target, { caption: "This week's bakes #bakery", images: await threeImages() }, { sleep: noSleep });

    expect(instagram.media).toHaveLength(1);
    const [published] = instagram.media;
    expect(result).toEqual({ id: published!.id, permalink: `https://www.instagram.com/p/${published!.id}/` });
    expect(published).toMatchObject({ accountId: ACCOUNT, caption: "This week's bakes #bakery", altText: "A tray of cinnamon knots" });
    expect(published!.children!.map((child) => [child.image.width, child.altText])).toEqual([
      [1080, "A tray of cinnamon knots"],
      [1200, "Sourdough cooling on the rack"],
      [1440, null],
    ]);
    // Three children, each looked at three times (two IN_PROGRESS, then FINISHED); the carousel the same; one publish.
    const looks = Array(3).fill("GET /{container}");
    expect(steps()).toEqual([
      ...Array(3).fill(`POST /${ACCOUNT}/media`),
      ...looks,
      ...looks,
      ...looks,
      `POST /${ACCOUNT}/media`,
      ...looks,
      `POST /${ACCOUNT}/media_publish`,
      "GET /{media}",
    ]);
    const children = created().slice(0, 3);
    expect(children.map((r) => [r.params.get("is_carousel_item"), r.params.get("alt_text"), r.params.get("caption")])).toEqual([
      ["true", "A tray of cinnamon knots", null],
      ["true", "Sourdough cooling on the rack", null],
      ["true", null, null],
    ]);
    const [first, second, third, carousel] = instagram.containers.keys();
    expect(Object.fromEntries(created()[3]!.params)).toMatchObject({
      media_type: "CAROUSEL",
      children: `${first},${second},${third}`,
      caption: "This week's bakes #bakery",
    });
    expect(instagram.requests.find(isStep("publish"))!.params.get("creation_id")).toBe(carousel);
    // A carousel is one post toward the publishing limit.
    expect(await api.publishingLimit(target)).toMatchObject({ used: 1 });
  });

  it("a child Instagram could not process fails the publish as rejected, before the carousel is made: nothing is published", async () => {
    instagram.setIntercept((r) =>
      isStep("status")(r) && r.path === `/${[...instagram.containers.keys()][1]}`
        ? { reply: { status: 200, body: { status_code: "ERROR", status: "Error: Unsupported image format (2207005)", id: r.path.slice(1) } } }
        : undefined,
    );
    let askedToPublish = false;
    const error = await failure(
      api.publish(target, { caption: "One bad image", images: await threeImages() }, { sleep: noSleep, beforePublish: () => void (askedToPublish = true) }),
    );
    expect(error).toMatchObject({ kind: "rejected", message: "Instagram could not use the image: Error: Unsupported image format (2207005)" });
    expect(created()).toHaveLength(3);
    expect(askedToPublish).toBe(false);
    expect(steps().filter((s) => s.endsWith("media_publish"))).toHaveLength(0);
    expect(instagram.media).toHaveLength(0);
  });

  it("a carousel of 11 is refused by Instagram, as rejected, once its children are made", async () => {
    const url = await goodImage();
    const error = await failure(api.publish(target, { caption: "Too many", images: Array.from({ length: 11 }, () => ({ url })) }, { sleep: noSleep }));
    expect(error).toMatchObject({ kind: "rejected", details: { code: 100, subcode: 2207040 } });
    expect(error.message).toBe(carouselSizeRefusal(11)!.error.error_user_msg);
    expect(instagram.media).toHaveLength(0);
  });

  describe("what the double refuses, as Instagram does", () => {
    const signed = (fields: Record<string, string>) =>
      new URLSearchParams({
        ...fields,
        access_token: target.pageToken,
        appsecret_proof: createHmac("sha256", instagram.appSecret).update(target.pageToken).digest("hex"),
      });
    /** A POST to the double signed for the account, as any client could send it. */
    async function send(edge: "media" | "media_publish", fields: Record<string, string>, account = ACCOUNT) {
      const reply = await fetch(`${instagram.url}/${account}/${edge}`, { method: "POST", body: signed(fields) });
      return { status: reply.status, body: (await reply.json()) as { id?: string; error?: unknown } };
    }
    /** A container made, then looked at until Instagram has processed it. */
    async function finished(fields: Record<string, string>, account = ACCOUNT) {
      const id = (await send("media", fields, account)).body.id!;
      while (instagram.containers.get(id)!.status === "IN_PROGRESS") await fetch(`${instagram.url}/${id}?${signed({ fields: "status_code" })}`);
      return id;
    }
    const child = async (account = ACCOUNT) => finished({ image_url: await goodImage(), is_carousel_item: "true" }, account);
    const refusedWith = (refusal: InstagramRefusal | null) => ({ status: 400, body: { error: { ...refusal!.error, fbtrace_id: expect.any(String) } } });

    it("a carousel of one, or of none", async () => {
      expect(await send("media", { media_type: "CAROUSEL", children: await child(), caption: "Alone" })).toEqual(refusedWith(carouselSizeRefusal(1)));
      expect(await send("media", { media_type: "CAROUSEL", caption: "Empty" })).toEqual(refusedWith(carouselSizeRefusal(0)));
    });

    it("a child made as an image post of its own, unknown or another account's, or not FINISHED yet", async () => {
      const image = await finished({ image_url: await goodImage(), caption: "An image post" });
      expect(await send("media", { media_type: "CAROUSEL", children: `${await child()},${image}` })).toEqual(refusedWith(notACarouselItem()));
      expect(await send("media", { media_type: "CAROUSEL", children: `${await child()},c999999` })).toEqual(refusedWith(mediaNotFound()));
      // Another account reached with the same page token: its containers are its own.
      const other = "17841400000002";
      instagram.accounts[other] = target.pageToken;
      try {
        expect(await send("media", { media_type: "CAROUSEL", children: `${await child()},${await child(other)}` })).toEqual(refusedWith(mediaNotFound()));
      } finally {
        delete instagram.accounts[other];
      }
      const processing = (await send("media", { image_url: await goodImage(), is_carousel_item: "true" })).body.id!;
      expect(await send("media", { media_type: "CAROUSEL", children: `${await child()},${processing}` })).toEqual(refusedWith(notReady()));
    });

    it("media_publish of a carousel's child: only the carousel is published", async () => {
      expect(await send("media_publish", { creation_id: await child() })).toEqual(refusedWith(carouselItemNotPublishable()));
      expect(instagram.media).toHaveLength(0);
    });
  });
});
