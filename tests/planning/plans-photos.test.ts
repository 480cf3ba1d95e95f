// "Use my photos first", on PGlite and PostgreSQL: a plan's everyday items take the owner's unused library photos
// that say what they show (newest first), with their alt text as the theme and no AI picture; a written item's
// proposed post carries its photo and is written about it; a photo a post uses, or another outline holds, is not
// taken again; and the items left over get ideas of their own.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { loadPlan } from "@/lib/planning/load-plan";
import { startWriting } from "@/lib/planning/write-plan";
import { readyPhoto } from "../support/photos";
import { warmUpDatabase } from "../support/users";
import { bakery, plan, writeAll } from "./support/plans-setup";

beforeAll(warmUpDatabase);

const slots: [number, string][] = [
  [1, "09:00"],
  [3, "09:00"],
  [5, "09:00"],
];

describe("a plan that uses the owner's photos first", () => {
  it("gives the first items the unused photos, newest first, written about them and posted with them", async () => {
    const userId = await bakery("Europe/Lisbon", slots);
    const older = await readyPhoto(userId, 800, 600, "Cinnamon buns on a tray");
    const newer = await readyPhoto(userId, 800, 600, "The morning queue outside the shop");
    await db.photo.update({ where: { id: newer.id }, data: { createdAt: new Date(Date.now() + 1_000) } });
    await readyPhoto(userId, 800, 600, ""); // says nothing of what it shows: not taken
    const used = await readyPhoto(userId, 800, 600, "Already in a post");
    await db.post.create({ data: { userId, content: "Earlier", photos: { create: { photoId: used.id, position: 0 } } } });

    const outline = await plan(userId, "2027-03-01", "2027-03-07", new Date("2027-02-27T00:00:00Z"), { usePhotos: true, withImages: true });
    expect(outline.settings.usePhotos).toBe(true);
    expect(outline.items.map((item) => [item.theme, item.photo?.id ?? null, item.withImage])).toEqual([
      ["The morning queue outside the shop", newer.id, false],
      ["Cinnamon buns on a tray", older.id, false],
      [outline.items[2]!.theme, null, true],
    ]);
    expect(outline.items[0]!.photo).toEqual({ id: newer.id, altText: "The morning queue outside the shop", thumbUrl: `/api/photos/${newer.id}/thumb` });

    // Another plan of the same weeks finds them held.
    const another = await plan(userId, "2027-03-08", "2027-03-14", new Date("2027-02-27T00:00:00Z"), { usePhotos: true });
    expect(another.items.every((item) => item.photo === null)).toBe(true);

    await startWriting(userId, outline.id);
    expect(await writeAll(outline.id)).toEqual(["written", "written", "written"]);
    const written = (await loadPlan(userId, outline.id))!;
    const [first] = written.items;
    const post = await db.post.findUniqueOrThrow({
      where: { id: first!.post!.id },
      select: { status: true, content: true, imageId: true, photos: { select: { photoId: true } } },
    });
    expect(post).toMatchObject({ status: "PROPOSED", imageId: null, photos: [{ photoId: newer.id }] });
    // Written about it once, though it is both the theme and what the photo shows.
    expect(post.content.split("The morning queue outside the shop")).toHaveLength(2);
    expect(await db.post.count({ where: { id: written.items[2]!.post!.id, imageId: { not: null } } })).toBe(1);
  });
});
