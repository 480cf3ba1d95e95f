// A post carrying the owner's photos, through the routes as the workspace uses them: chosen in order (replacing the
// AI image), listed with the post, refused past 10, for someone else's photo or on a post already scheduled; then
// posted now to the sandbox Facebook page as one multi-photo post and to the sandbox Instagram account as one
// carousel, each photo cut to the carousel's ratio around its focus point, with its alt text and without EXIF.
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import { getSandboxPhoto, listSandboxPosts } from "@/lib/channels/facebook/sandbox-api";
import { getSandboxInstagramImage, sandboxInstagramFeed } from "@/lib/channels/instagram/sandbox-media";
import type { Post } from "@/lib/posts/schemas/post";
import { objectStore } from "@/lib/storage";
import type { Photo } from "@/lib/media/schemas";
import { addPhoto, deleteRoute, listRoute as photosListRoute, params, signedInOwner } from "../media/support";
import { call, noParams } from "../support/session";
import { warmUpDatabase } from "../support/users";

// Instagram fetches each photo from Postloom's public address: the real route, on a real server.
const media = await vi.hoisted(async () => (await import("../support/media-server")).startMediaServer());

const { PUT: photosRoute } = await import("@/app/api/post/[id]/photos/route");
const { GET: postRoute } = await import("@/app/api/post/[id]/route");
const { GET: listRoute } = await import("@/app/api/post/route");
const { POST: publishRoute } = await import("@/app/api/post/publish/route");
const { POST: scheduleRoute } = await import("@/app/api/post/schedule/route");
const { PATCH: photoRoute } = await import("@/app/api/photos/[id]/route");
const { POST: bulkRoute } = await import("@/app/api/photos/bulk/route");

beforeAll(warmUpDatabase);
afterAll(() => new Promise((resolve) => media.close(resolve)));

const json = (url: string, method: string, body: unknown) => call(url, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const putPhotos = (postId: number, photoIds: unknown) => photosRoute(json(`/api/post/${postId}/photos`, "PUT", { photoIds }), params({ id: String(postId) }));
const answer = async (reply: Response) => ({ status: reply.status, ...((await reply.json()) as { message: string; object: Post }) });

/** An owner with a draft that has an AI image, and photos in their library. */
async function draftWithPhotos(sizes: { width: number; height: number }[]) {
  const user = await signedInOwner();
  const photos = [];
  for (const [i, size] of sizes.entries()) photos.push(await addPhoto(`IMG_${i}.JPG`, 40 + i * 50, size));
  const image = await db.generatedImage.create({
    data: {
      userId: user.id,
      contentType: "image/png",
      data: await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
        .png()
        .toBuffer(),
    },
  });
  const post = await db.post.create({ data: { userId: user.id, content: "This morning's loaves", imageId: image.id, imageUrl: `/api/images/${image.id}` } });
  return { user, photos, post };
}

/** The user's sandbox page, or its Instagram account, connected as the default of its platform. */
function sandboxConnection(userId: string, platform: "FACEBOOK" | "INSTAGRAM") {
  const [accountId, accountName] = platform === "FACEBOOK" ? ["sandbox-main", "Crumb"] : ["sandbox-ig-main", "crumb"];
  return db.socialConnection.create({
    data: { userId, platform, accountId, accountName, pageId: "sandbox-main", accessToken: encrypt(`sandbox-page:${userId}:sandbox-main`), isDefault: true },
  });
}

describe("a post's photos", () => {
  it("are chosen in order, replace the AI image, and come with the post wherever it is read", async () => {
    const { photos, post } = await draftWithPhotos([
      { width: 96, height: 64 },
      { width: 64, height: 96 },
      { width: 80, height: 80 },
    ]);
    const order = [photos[2]!.id, photos[0]!.id, photos[1]!.id];
    const saved = await answer(await putPhotos(post.id, [...order, photos[2]!.id]));
    expect(saved).toMatchObject({ status: 200, message: "Photos saved.", object: { imageUrl: null } });
    expect(saved.object.photos.map((p) => p.id)).toEqual(order);
    expect(saved.object.photos[1]).toEqual({
      id: photos[0]!.id,
      width: 96,
      height: 64,
      altText: "",
      focus: { x: 0.5, y: 0.5 },
      thumbUrl: photos[0]!.thumbUrl,
      displayUrl: photos[0]!.displayUrl,
    });
    const read = await answer(await postRoute(call(`/api/post/${post.id}`), params({ id: String(post.id) })));
    expect(read.object.photos).toEqual(saved.object.photos);
    const listed = (await (await listRoute(call("/api/post?pageNo=0&pageSize=10"), noParams)).json()) as { object: { postList: Post[] } };
    expect(listed.object.postList.find((p) => p.id === post.id)?.photos).toEqual(saved.object.photos);

    expect(await answer(await putPhotos(post.id, []))).toMatchObject({ status: 200, message: "Photos removed.", object: { photos: [], imageUrl: null } });
  });

  it("refuses more than 10, a photo that is not the owner's, and a change to a post already scheduled", async () => {
    const { photos, post } = await draftWithPhotos([{ width: 96, height: 64 }]);
    const eleven = Array.from({ length: 11 }, (_, i) => `c${String(i).padStart(24, "0")}`);
    expect(await answer(await putPhotos(post.id, eleven))).toMatchObject({ status: 422, message: "A post can carry at most 10 photos." });
    expect(await answer(await putPhotos(post.id, "all"))).toMatchObject({ status: 422, message: "photoIds must be a list of photo ids." });

    const stranger = await draftWithPhotos([{ width: 96, height: 64 }]);
    // Signed in as the stranger now: the first owner's photo names nothing of theirs.
    expect(await answer(await putPhotos(stranger.post.id, [photos[0]!.id]))).toMatchObject({ status: 404, message: "We couldn't find that photo." });
    expect(await answer(await putPhotos(post.id, [stranger.photos[0]!.id]))).toMatchObject({ status: 404, message: "We couldn't find that post." });

    await db.post.update({ where: { id: stranger.post.id }, data: { status: "SCHEDULED", scheduledTime: new Date(Date.now() + 3_600_000) } });
    expect(await answer(await putPhotos(stranger.post.id, [stranger.photos[0]!.id]))).toMatchObject({
      status: 409,
      message: "This post is scheduled or already sent, so its pictures can't change now.",
    });
  });

  it("go out now as one multi-photo Facebook post and one Instagram carousel, each cut to the first one's ratio around its focus", async () => {
    const { user, photos } = await draftWithPhotos([
      { width: 900, height: 600 },
      { width: 600, height: 900 },
      { width: 500, height: 500 },
    ]);
    // The tall one's subject is at its bottom: its crop keeps the bottom.
    await photoRoute(json(`/api/photos/${photos[1]!.id}`, "PATCH", { altText: "Loaves cooling", focus: { x: 0.5, y: 1 } }), params({ id: photos[1]!.id }));
    const page = await sandboxConnection(user.id, "FACEBOOK");
    const account = await sandboxConnection(user.id, "INSTAGRAM");
    const ids = photos.map((p) => p.id);
    const reply = await answer(
      await publishRoute(json("/api/post/publish", "POST", { postContent: "Three kinds today", photoIds: ids, targets: [page.id, account.id] }), noParams),
    );
    expect(reply).toMatchObject({ status: 200, object: { status: "PUBLISHED", photos: ids.map((id) => ({ id })) } });

    const [fbPost] = await listSandboxPosts(user.id, "sandbox-main");
    expect(fbPost).toMatchObject({ message: "Three kinds today", photos: [{ altText: null }, { altText: "Loaves cooling" }, { altText: null }] });
    const fbSizes = await Promise.all(
      [0, 1, 2].map(async (item) => sharp(Buffer.from((await getSandboxPhoto(user.id, fbPost!.id, item))!.imageData)).metadata()),
    );
    // Facebook takes any ratio: each photo as it is.
    expect(fbSizes.map(({ width, height }) => [width, height])).toEqual([
      [900, 600],
      [600, 900],
      [500, 500],
    ]);

    const {
      media: [carousel],
    } = await sandboxInstagramFeed({ userId: user.id, accountId: "sandbox-ig-main" });
    expect(carousel).toMatchObject({ caption: "Three kinds today", images: [{ altText: null }, { altText: "Loaves cooling" }, { altText: null }] });
    const igCopies = await Promise.all([0, 1, 2].map(async (item) => (await getSandboxInstagramImage(user.id, carousel!.id, item))!));
    const igSizes = await Promise.all(igCopies.map((jpeg) => sharp(jpeg).metadata()));
    // The first one's 3:2 for all three, as Instagram shows a carousel.
    expect(igSizes.map(({ width, height, format }) => ({ format, ratio: Math.round((width / height) * 100) / 100 }))).toEqual(
      Array(3).fill({ format: "jpeg", ratio: 1.5 }),
    );
    for (const jpeg of igCopies) expect(await exifr.gps(jpeg)).toBeUndefined();
    // The tall photo's copy is its bottom 600×400 (from 500 down), where its focus is; it is kept and listed on it.
    const kept = await db.photo.findUniqueOrThrow({ where: { id: photos[1]!.id }, select: { publishCopies: true } });
    expect(kept.publishCopies).toEqual([`photos/${user.id}/${photos[1]!.id}/publish-0-500-600x400-600x400.jpg`]);
  });

  it("are cut for Instagram when the post is scheduled, so the fetch at the due time is a read", async () => {
    const { user, photos, post } = await draftWithPhotos([{ width: 400, height: 800 }]);
    const account = await sandboxConnection(user.id, "INSTAGRAM");
    const reply = await answer(
      await scheduleRoute(
        json("/api/post/schedule", "POST", {
          postID: post.id,
          postContent: post.content,
          photoIds: [photos[0]!.id],
          targets: [account.id],
          scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
        }),
        noParams,
      ),
    );
    expect(reply).toMatchObject({ status: 200, object: { status: "SCHEDULED", imageUrl: null, photos: [{ id: photos[0]!.id }] } });
    // 1:2 is taller than 4:5: cut to 4:5 around the middle.
    const { publishCopies } = await db.photo.findUniqueOrThrow({ where: { id: photos[0]!.id }, select: { publishCopies: true } });
    expect(publishCopies).toEqual([expect.stringMatching(/publish-0-150-400x500-400x500\.jpg$/)]);
  });

  it("are shown in the library with the posts that use them, filtered by use, and deleting one a post still to send carries is asked first", async () => {
    const { user, photos, post } = await draftWithPhotos([
      { width: 400, height: 300 },
      { width: 300, height: 400 },
      { width: 200, height: 200 },
    ]);
    const [onScheduled, onDraft, unused] = photos as [Photo, Photo, Photo];
    await putPhotos(post.id, [onScheduled.id]);
    const at = new Date(Date.now() + 86_400_000);
    await db.post.update({ where: { id: post.id }, data: { status: "SCHEDULED", scheduledTime: at } });
    const draft = await db.post.create({ data: { userId: user.id, content: "Rye is back", photos: { create: { photoId: onDraft.id, position: 0 } } } });

    const library = async (query = "") =>
      ((await (await photosListRoute(call(`/api/photos${query}`), noParams)).json()) as { object: { photos: Photo[] } }).object.photos;
    const listed = await library();
    expect(listed.find((p) => p.id === onScheduled.id)).toMatchObject({
      uses: 1,
      usedBy: [{ id: post.id, status: "SCHEDULED", excerpt: "This morning's loaves", at: at.toISOString() }],
    });
    expect(listed.find((p) => p.id === unused.id)).toMatchObject({ uses: 0, usedBy: [] });
    expect((await library("?used=true")).map((p) => p.id).sort()).toEqual([onScheduled.id, onDraft.id].sort());
    expect((await library("?used=false")).map((p) => p.id)).toEqual([unused.id]);
    expect((await photosListRoute(call("/api/photos?used=maybe"), noParams)).status).toBe(422);

    // A photo a scheduled post carries: asked first, naming the post; confirmed, it goes, and the post without it.
    const refused = await deleteRoute(call(`/api/photos/${onScheduled.id}`, { method: "DELETE" }), params({ id: onScheduled.id }));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      statusCode: "CONFLICT",
      message: "This photo is on a post still to go out: “This morning's loaves”. Delete anyway, and it goes out without it?",
      object: { inUse: [{ id: post.id, status: "SCHEDULED", excerpt: "This morning's loaves", at: at.toISOString() }] },
    });
    expect(await db.photo.count({ where: { id: onScheduled.id } })).toBe(1);
    const confirmed = await deleteRoute(call(`/api/photos/${onScheduled.id}?confirm=true`, { method: "DELETE" }), params({ id: onScheduled.id }));
    expect(confirmed.status).toBe(200);
    expect(await db.postPhoto.count({ where: { postId: post.id } })).toBe(0);

    // A draft's photo is not asked about; several at once are asked about the same way, and their copies go with them.
    await db.post.update({ where: { id: draft.id }, data: { status: "PROPOSED" } });
    const bulk = (body: unknown) => bulkRoute(json("/api/photos/bulk", "POST", body), noParams);
    expect(await answer(await bulk({ action: "delete", ids: [onDraft.id, unused.id] }))).toMatchObject({
      status: 409,
      message: "These photos are on a post still to go out: “Rye is back”. Delete anyway, and it goes out without them?",
    });
    const { publishCopies } = await db.photo.update({
      where: { id: onDraft.id },
      data: { publishCopies: [`photos/${user.id}/${onDraft.id}/publish-0-0-1x1-320x320.jpg`] },
    });
    await objectStore()!.write(publishCopies[0]!, Buffer.from("copy"), "image/jpeg");
    expect(await answer(await bulk({ action: "delete", ids: [onDraft.id, unused.id], confirm: true }))).toMatchObject({ status: 200 });
    expect(await objectStore()!.read(publishCopies[0]!)).toBeNull();
    expect(await library()).toEqual([]);
  });
});
