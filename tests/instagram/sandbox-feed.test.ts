// The sandbox Instagram account's feed (/sandbox/instagram/<accountId>) and the pictures it shows
// (/api/sandbox/instagram/media/<id>): the signed-in owner's posts only, newest first, each where its
// permalink lands; a visitor is sent to sign in, and anything not the user's is not found.
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// First: it replaces the session reader before the page and the route load it.
import { actAs, call, createUser } from "../support/session";
import SandboxInstagramAccount from "@/app/(sandbox)/sandbox/instagram/[accountId]/page";
import { GET as getMedia } from "@/app/api/sandbox/instagram/media/[id]/route";
import { instagramApi } from "@/lib/channels/instagram";
import { startImageServer, testPicture, type ImageServer } from "../support/image-server";
import { renderPage } from "../support/render-page";
import { warmUpDatabase } from "../support/users";

let images: ImageServer;
let jpeg: Buffer;

beforeAll(async () => {
  await warmUpDatabase();
  images = await startImageServer();
  jpeg = await testPicture(1080, 1080);
});
afterAll(() => images.stop());

/** A user with two posts on their main sandbox account, published as the sandbox Facebook hands out its token. */
async function ownerWithPosts() {
  const user = await createUser("sandbox-feed");
  const target = { accountId: "sandbox-ig-main", pageToken: `sandbox-page:${user.id}:sandbox-main` };
  const imageUrl = images.serve(`${user.id}.jpg`, jpeg);
  const older = await instagramApi().publish(
    target,
    { caption: "Pumpkin soup is back.\n\nSee you at noon!", images: [{ url: imageUrl, altText: "A bowl of pumpkin soup" }] },
    { sleep: async () => {} },
  );
  const newer = await instagramApi().publish(target, { caption: "Cinnamon buns, fresh.", images: [{ url: imageUrl }] }, { sleep: async () => {} });
  return { user, older, newer };
}

const feed = (accountId: string) =>
  renderPage(() => SandboxInstagramAccount({ params: Promise.resolve({ accountId }) } as PageProps<"/sandbox/instagram/[accountId]">));
const media = (id: string) => getMedia(call(`/api/sandbox/instagram/media/${id}`), { params: Promise.resolve({ id }) });

describe("/sandbox/instagram/<accountId>", () => {
  it("shows the owner's posts, newest first, each at its permalink's anchor with its picture, alt text and caption", async () => {
    const { user, older, newer } = await ownerWithPosts();
    actAs(user);
    const rendered = await feed("sandbox-ig-main");
    expect(rendered.status).toBe(200);
    const html = renderToStaticMarkup(rendered.status === 200 ? rendered.page : null);
    expect(html).toContain("@yourbrand");
    expect(html).toMatch(/<span class="font-mono font-semibold">2<\/span> posts/);
    expect(html).toContain("Nothing here left this computer.");
    expect(html.indexOf(`id="media-${newer.id}"`)).toBeGreaterThan(-1);
    expect(html.indexOf(`id="media-${newer.id}"`)).toBeLessThan(html.indexOf(`id="media-${older.id}"`));
    expect(new URL(older.permalink!).hash).toBe(`#media-${older.id}`);
    expect(html).toContain(`href="#media-${older.id}"`);
    expect(html).toContain(`src="/api/sandbox/instagram/media/${older.id}" alt="A bowl of pumpkin soup" width="1080" height="1080"`);
    expect(html).toContain(`alt="Picture posted by @yourbrand"`);
    expect(html).toContain("Pumpkin soup is back.\n\nSee you at noon!");
  });

  it("says what to do when the account has no posts yet", async () => {
    actAs(await createUser("sandbox-feed"));
    const rendered = await feed("sandbox-ig-second");
    expect(renderToStaticMarkup(rendered.status === 200 ? rendered.page : null)).toContain("No posts yet.");
  });

  it("is not found for anything but the user's sandbox Instagram accounts, and sends a visitor to sign in", async () => {
    actAs(await createUser("sandbox-feed"));
    for (const accountId of ["sandbox-main", "17841400000001", "..%2F", ""]) expect((await feed(accountId)).status).toBe(404);
    actAs(null);
    expect(await feed("sandbox-ig-main")).toEqual({ status: 307, location: "/login" });
  });
});

describe("GET /api/sandbox/instagram/media/<id>", () => {
  it("serves the owner the JPEG Instagram fetched, and nobody else", async () => {
    const { user, older } = await ownerWithPosts();
    actAs(user);
    const reply = await media(older.id);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await reply.arrayBuffer())).toEqual(jpeg);

    actAs(await createUser("sandbox-feed"));
    const foreign = await media(older.id);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ statusCode: "NOT_FOUND", message: "We couldn't find that picture.", object: null });
    actAs(null);
    expect((await media(older.id)).status).toBe(401);
  });

  it("answers a 404 envelope to any id that names nothing", async () => {
    actAs(await createUser("sandbox-feed"));
    for (const id of ["0", "-1", "1.5", "abc", "99999999999999999999", "2147483647", "%00"]) {
      const reply = await media(id);
      expect(reply.status, id).toBe(404);
      expect(await reply.json()).toMatchObject({ statusCode: "NOT_FOUND" });
    }
  });
});
