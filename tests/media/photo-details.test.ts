// A photo's details, on PGlite and PostgreSQL: its alt text, tags and focus point changed by its owner alone;
// the library searched by words and narrowed to a tag; several photos tagged or deleted at once, all of them the
// owner's or none.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { Photo, PhotoPage } from "@/lib/media/schemas";
import { actAs, call, noParams } from "../support/session";
import { warmUpDatabase } from "../support/users";
import { addPhoto, listRoute, params, refusal, signedInOwner } from "./support";

const { PATCH: changeRoute } = await import("@/app/api/photos/[id]/route");
const { POST: bulkRoute } = await import("@/app/api/photos/bulk/route");
const { POST: altTextRoute } = await import("@/app/api/photos/[id]/alt-text/route");

beforeAll(warmUpDatabase);

const change = (id: string, body: unknown) => changeRoute(call(`/api/photos/${id}`, { method: "PATCH", body: JSON.stringify(body) }), params({ id }));
const bulk = (body: unknown) => bulkRoute(call("/api/photos/bulk", { method: "POST", body: JSON.stringify(body) }), noParams);
async function library(query = ""): Promise<PhotoPage> {
  const reply = await listRoute(call(`/api/photos${query}`), noParams);
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { object: PhotoPage }).object;
}
const names = (page: PhotoPage) => page.photos.map((photo) => photo.fileName).sort();

describe("a photo's details", () => {
  it("are its alt text, tags (lower case, each once) and focus point, which its owner changes and no one else", async () => {
    const owner = await signedInOwner();
    const photo = await addPhoto("loaves.jpg", 210);
    expect(photo).toMatchObject({ altText: "", tags: [], focus: { x: 0.5, y: 0.5 } });

    const saved = await change(photo.id, {
      altText: "  Six sourdough loaves cooling on a rack  ",
      tags: ["Bread", "morning  bake", "bread"],
      focus: { x: 0.2, y: 0.75 },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { object: Photo }).object).toMatchObject({
      altText: "Six sourdough loaves cooling on a rack",
      tags: ["bread", "morning bake"],
      focus: { x: 0.2, y: 0.75 },
    });
    // What is left out stays.
    expect(((await (await change(photo.id, { focus: { x: 1, y: 0 } })).json()) as { object: Photo }).object).toMatchObject({
      altText: "Six sourdough loaves cooling on a rack",
      tags: ["bread", "morning bake"],
      focus: { x: 1, y: 0 },
    });

    await signedInOwner();
    expect(await refusal(await change(photo.id, { altText: "Mine now" }))).toEqual({ status: 404, message: "We couldn't find that photo." });
    actAs(owner);
    expect((await db.photo.findUniqueOrThrow({ where: { id: photo.id } })).altText).toBe("Six sourdough loaves cooling on a rack");
  });

  it("are written by the owner where the writer can't see photos: no alt text is suggested", async () => {
    await signedInOwner({ credits: 10_000 });
    const { id } = await addPhoto("shelf.jpg", 180);
    expect(await refusal(await altTextRoute(call(`/api/photos/${id}/alt-text`, { method: "POST" }), params({ id })))).toEqual({
      status: 409,
      message: "Postloom can't suggest alt text here: its AI writer isn't set up. Describe what the photo shows yourself.",
    });
  });

  it("refuses what it can't keep, saying why", async () => {
    await signedInOwner();
    const { id } = await addPhoto("counter.jpg", 150);
    const refused = async (body: unknown) => refusal(await change(id, body));
    expect(await refused({ focus: { x: 1.5, y: 0 } })).toEqual({ status: 422, message: "focus.x must be from 0 to 1." });
    expect(await refused({ altText: "a".repeat(1001) })).toEqual({ status: 422, message: "Alt text can be at most 1,000 characters." });
    expect(await refused({ tags: ["x".repeat(31)] })).toEqual({ status: 422, message: "A tag can be at most 30 characters." });
    expect(await refused({ tags: ["#sale"] })).toMatchObject({ status: 422, message: expect.stringMatching(/^A tag can have letters, digits/) });
    expect(await refused({ tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) })).toEqual({ status: 422, message: "A photo can have at most 20 tags." });
    expect(await refused({})).toEqual({ status: 422, message: "Send altText, tags or focus to change." });
    expect(await refused({ altText: "ok", width: 5 })).toMatchObject({ status: 422 });
  });
});

describe("the library", () => {
  it("is searched by words in the alt text, the name or a tag, and narrowed to a tag; it lists every tag", async () => {
    await signedInOwner();
    const [loaves, counter, team] = [await addPhoto("loaves.jpg", 200), await addPhoto("counter.jpg", 160), await addPhoto("IMG_0412.jpg", 120)];
    await change(loaves.id, { altText: "Sourdough loaves on a rack", tags: ["bread"] });
    await change(counter.id, { altText: "The shop counter at opening", tags: ["shop", "bread"] });
    await change(team.id, { tags: ["team", "shop"] });

    expect(names(await library("?q=SOURDOUGH"))).toEqual(["loaves.jpg"]);
    expect(names(await library("?q=counter"))).toEqual(["counter.jpg"]);
    expect(names(await library("?q=Team"))).toEqual(["IMG_0412.jpg"]);
    expect(names(await library("?tag=shop"))).toEqual(["IMG_0412.jpg", "counter.jpg"]);
    expect(names(await library("?tag=shop&q=opening"))).toEqual(["counter.jpg"]);
    expect(names(await library("?q=100%25"))).toEqual([]);
    const all = await library();
    expect(all.tags).toEqual(["bread", "shop", "team"]);
    // The quota counts the whole library, whatever is shown.
    expect((await library("?tag=team")).usage.files).toBe(3);

    expect(await refusal(await listRoute(call(`/api/photos?q=${"a".repeat(101)}`), noParams))).toEqual({
      status: 422,
      message: "A search can be at most 100 characters.",
    });
    expect((await refusal(await listRoute(call("/api/photos?tag=%23x"), noParams))).status).toBe(422);
  });

  it("tags or deletes several photos at once, all of them the owner's or none", async () => {
    const owner = await signedInOwner();
    const [a, b, c] = [await addPhoto("a.jpg", 90), await addPhoto("b.jpg", 60), await addPhoto("c.jpg", 30)];
    await change(a.id, { tags: ["window"] });

    const tagged = await bulk({ action: "tag", ids: [a.id, b.id], tag: "Window" });
    expect([tagged.status, ((await tagged.json()) as { message: string }).message]).toEqual([200, 'Tagged 1 photo "window"']);
    expect(names(await library("?tag=window"))).toEqual(["a.jpg", "b.jpg"]);

    const stranger = await signedInOwner();
    const theirs = await addPhoto("theirs.jpg", 250);
    actAs(owner);
    expect(await refusal(await bulk({ action: "delete", ids: [c.id, theirs.id] }))).toEqual({
      status: 404,
      message: "We couldn't find some of those photos. Reload the library and try again.",
    });
    expect(names(await library())).toEqual(["a.jpg", "b.jpg", "c.jpg"]);

    const deleted = await bulk({ action: "delete", ids: [a.id, c.id, c.id] });
    expect([deleted.status, ((await deleted.json()) as { message: string }).message]).toEqual([200, "2 photos deleted"]);
    expect(names(await library())).toEqual(["b.jpg"]);
    actAs(stranger);
    expect(names(await library())).toEqual(["theirs.jpg"]);

    expect(await refusal(await bulk({ action: "delete", ids: [] }))).toEqual({ status: 422, message: "Choose at least one photo." });
    expect(await refusal(await bulk({ action: "delete", ids: Array.from({ length: 101 }, () => a.id) }))).toEqual({
      status: 422,
      message: "Choose at most 100 photos at once.",
    });
    expect(await refusal(await bulk({ action: "move", ids: [b.id] }))).toEqual({ status: 422, message: 'action must be "delete" or "tag".' });
  });
});
