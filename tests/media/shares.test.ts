// Photos shared from a phone's gallery, on PGlite and PostgreSQL: the share sheet POSTs them to /share, signed in
// or not, and they wait for the browser's next signed-in workspace, which claims them (POST /api/shares/claim)
// into that owner's library. Only the browser holding the share's cookie can claim it, and only once.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST_PHOTOS_MAX } from "@/lib/media/limits";
import type { SharedPhotos } from "@/lib/media/schemas";
import { dropExpiredShares, SHARE_COOKIE, SHARE_TTL_MS } from "@/lib/media/shares";
import { objectStore } from "@/lib/storage";
import { actAs, call, noParams } from "../support/session";
import { warmUpDatabase } from "../support/users";
import { listRoute, phonePhoto, refusal, signedInOwner } from "./support";

const { POST: shareRoute } = await import("@/app/share/route");
const { POST: claimRoute } = await import("@/app/api/shares/claim/route");

beforeAll(warmUpDatabase);

type Shared = { name: string; bytes: Uint8Array; type?: string };

/** A share sheet's POST: the files as a multipart form in "photos", with the length a browser gives it. */
async function share(files: Shared[], headers: Record<string, string> = { "sec-fetch-site": "none" }) {
  const form = new FormData();
  for (const file of files) form.append("photos", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? "image/jpeg" }));
  const encoded = new Request("http://localhost:3000/share", { method: "POST", body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  return shareRoute(
    call("/share", {
      method: "POST",
      body,
      headers: { "content-type": encoded.headers.get("content-type")!, "content-length": String(body.length), ...headers },
    }),
    noParams,
  );
}

/** The share's id, from the cookie the reply hands the browser. */
function cookieOf(reply: Response): string {
  expect(reply.status).toBe(303);
  expect(reply.headers.get("location")).toBe("/post-generator");
  const cookie = reply.headers.get("set-cookie")!;
  expect(cookie).toMatch(new RegExp(`^${SHARE_COOKIE}=[A-Za-z0-9_-]{32}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`));
  return cookie.split(";")[0]!;
}

const claim = (cookie?: string) => claimRoute(call("/api/shares/claim", { method: "POST", headers: cookie ? { cookie } : {} }), noParams);

async function claimed(cookie: string) {
  const reply = await claim(cookie);
  const body = (await reply.json()) as { message: string; object: SharedPhotos };
  expect(reply.status, body.message).toBe(200);
  expect(reply.headers.get("set-cookie")).toMatch(new RegExp(`^${SHARE_COOKIE}=; Path=/; Max-Age=0`));
  return body.object;
}

const photo = async (red: number) => ({ name: `IMG_${red}.jpg`, bytes: await phonePhoto({ colour: { r: red, g: 80, b: 30 } }) });
const libraryOf = async () => ((await (await listRoute(call("/api/photos"), noParams)).json()) as { object: { photos: { fileName: string }[] } }).object;

describe("sharing photos from a phone", () => {
  it("keeps them, signed out, until the owner signs in; the workspace then adds them to the library in the order shared, naming a file it refused", async () => {
    actAs(null);
    const cookie = cookieOf(await share([await photo(10), { name: "menu.jpg", bytes: Buffer.from("<!doctype html><p>Menu</p>") }, await photo(20)]));
    const id = cookie.split("=")[1]!;
    expect(await db.share.findUnique({ where: { id } })).not.toBeNull();

    await signedInOwner();
    const { photos, refused } = await claimed(cookie);
    expect(photos.map((p) => p.fileName)).toEqual(["IMG_10.jpg", "IMG_20.jpg"]);
    expect(photos[0]).toMatchObject({ format: "jpeg", width: 96, height: 64, takenAt: "2026-11-03T07:45:10.000Z" });
    expect(refused).toEqual(["menu.jpg isn't a photo Postloom can take: use JPEG, PNG, WebP, HEIC or AVIF."]);
    expect((await libraryOf()).photos.map((p) => p.fileName)).toEqual(["IMG_20.jpg", "IMG_10.jpg"]);
    // Claimed once: the share and its files are gone.
    expect(await db.share.findUnique({ where: { id } })).toBeNull();
    expect(await objectStore()!.read(`shares/${id}/0`)).toBeNull();
    expect(await refusal(await claim(cookie))).toEqual({ status: 404, message: "Those shared photos are no longer waiting: share them to Postloom again." });
  });

  it("is claimed by the browser that shared, not by another owner without its cookie", async () => {
    await signedInOwner();
    const cookie = cookieOf(await share([await photo(30)]));
    await signedInOwner();
    const reply = await claim();
    expect(reply.status).toBe(404);
    expect(reply.headers.get("set-cookie")).toMatch(new RegExp(`^${SHARE_COOKIE}=; Path=/; Max-Age=0`));
    expect(await refusal(await claim(`${SHARE_COOKIE}=not-a-share`))).toMatchObject({ status: 404 });
    expect((await libraryOf()).photos).toEqual([]);
    // Its own browser still can.
    expect((await claimed(cookie)).photos).toHaveLength(1);
  });

  it("takes a post's photos at most, names the rest, and puts the same photo shared twice on the post once", async () => {
    await signedInOwner();
    const same = await photo(0);
    // Colours far apart: two JPEGs of nearly the same colour can be the same bytes.
    const others = await Promise.all(Array.from({ length: POST_PHOTOS_MAX }, (_, n) => photo(20 * (n + 1))));
    const { photos, refused } = await claimed(cookieOf(await share([same, same, ...others])));
    expect(photos.map((p) => p.fileName)).toEqual(["IMG_0.jpg", ...others.slice(0, POST_PHOTOS_MAX - 2).map((p) => p.name)]);
    expect(refused).toEqual(others.slice(POST_PHOTOS_MAX - 2).map((p) => `${p.name} wasn't added: a post carries at most ${POST_PHOTOS_MAX} photos.`));
  });

  it("leaves the share waiting when the owner has no subscription, to be added once they have one", async () => {
    await signedInOwner({ subscription: false, profile: false, credits: 0 });
    const cookie = cookieOf(await share([await photo(70)]));
    expect((await claim(cookie)).status).toBe(402);
    await signedInOwner();
    expect((await claimed(cookie)).photos).toHaveLength(1);
  });

  it("refuses a form from another site, a body that is not a form, one too large, and one without photos", async () => {
    actAs(null);
    const one = [await photo(80)];
    expect(await refusal(await share(one, { "sec-fetch-site": "cross-site" }))).toEqual({
      status: 403,
      message: "This request came from another site and was refused.",
    });
    expect((await share(one, { "sec-fetch-site": "same-origin" })).status).toBe(303);
    expect(await refusal(await share(one, { "content-length": String(201 * 1024 * 1024 + 1) }))).toMatchObject({ status: 413 });
    const json = await shareRoute(call("/share", { method: "POST", body: JSON.stringify({ photos: [] }), headers: { "content-length": "13" } }), noParams);
    expect(await refusal(json)).toMatchObject({ status: 415 });
    const form = new FormData();
    form.append("text", "Fresh loaves");
    const encoded = new Request("http://localhost:3000/share", { method: "POST", body: form });
    const body = new Uint8Array(await encoded.arrayBuffer());
    const empty = await shareRoute(
      call("/share", { method: "POST", body, headers: { "content-type": encoded.headers.get("content-type")!, "content-length": String(body.length) } }),
      noParams,
    );
    expect(await refusal(empty)).toEqual({ status: 422, message: "Nothing was shared: share one or more photos to Postloom." });
  });

  it("lets go of a share nobody claimed within the hour, with its files", async () => {
    actAs(null);
    const cookie = cookieOf(await share([await photo(90)]));
    const id = cookie.split("=")[1]!;
    const key = `shares/${id}/0`;
    expect(await objectStore()!.read(key)).not.toBeNull();
    expect(await dropExpiredShares({ now: new Date(Date.now() + SHARE_TTL_MS - 60_000) })).toBe(0);
    expect(await dropExpiredShares({ now: new Date(Date.now() + SHARE_TTL_MS + 60_000), limit: 1000 })).toBeGreaterThan(0);
    expect(await db.share.findUnique({ where: { id } })).toBeNull();
    expect(await objectStore()!.read(key)).toBeNull();
  });
});
