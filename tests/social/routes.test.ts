// /api/social* route handlers, signed in, with the sandbox Facebook (no FACEBOOK_APP_ID in tests).
import { beforeAll, describe, expect, it } from "vitest";
import { actAs, call, createUser, noParams } from "../support/session";
import { GET as startConnect } from "@/app/api/social/facebook/start/route";
import { POST as authorize } from "@/app/api/social/authorize/route";
import { POST as connect } from "@/app/api/social/connect/route";
import { DELETE as disconnectOne, PATCH as updateOne } from "@/app/api/social/connections/[id]/route";
import { DELETE as disconnect } from "@/app/api/social/disconnect/route";
import { GET as list } from "@/app/api/social/route";
import { decrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import { createSandboxCode } from "@/lib/channels/facebook/sandbox-api";
import { sandboxPagesNamed } from "@/lib/channels/facebook/sandbox-pages";
import { warmUpDatabase } from "../support/users";

/** The test users have no brand profile: the sandbox names its pages after "Your Brand". */
const SANDBOX_PAGES = sandboxPagesNamed(null);
/** The pages as the chooser gets them: each with its linked sandbox Instagram account. */
const PAGE_CHOICES = SANDBOX_PAGES.map(({ id, name, instagram }) => ({ id, name, pictureUrl: null, instagram: { ...instagram, pictureUrl: null } }));

const idParams = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

async function connectedUser() {
  const user = await signInNewUser();
  await connect(json("POST", "/api/social/connect", { platform: "FACEBOOK", code: await createSandboxCode(user.id), state: await popupState() }), noParams);
  return user;
}

beforeAll(warmUpDatabase);

function json(method: string, url: string, body?: unknown) {
  return call(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function signInNewUser() {
  const user = await createUser("routes");
  actAs(user);
  return user;
}

/** Follows the popup: start → (sandbox) dialog URL with the signed state. */
async function popupState() {
  const reply = await startConnect(json("GET", "/api/social/facebook/start"), noParams);
  expect(reply.status).toBe(303);
  const dialog = new URL(reply.headers.get("Location")!);
  expect(dialog.pathname).toBe("/sandbox/facebook/dialog");
  expect(dialog.searchParams.get("scope")).toBe(
    "public_profile,email,pages_show_list,pages_manage_posts,pages_read_engagement,pages_read_user_content,instagram_basic,instagram_content_publish,business_management,read_insights,instagram_manage_insights",
  );
  expect(dialog.searchParams.get("redirect_uri")).toMatch(/\/auth\/facebook\/callback$/);
  return dialog.searchParams.get("state")!;
}

describe("social routes", () => {
  it("answer 401 in the envelope without a session", async () => {
    actAs(null);
    const reply = await list(json("GET", "/api/social"), noParams);
    expect(reply.status).toBe(401);
    expect(await reply.json()).toMatchObject({ statusCode: "UNAUTHORIZED", object: null });
  });

  it("connect → pages, authorize by query pageID → connected map, disconnect → not connected", async () => {
    const user = await signInNewUser();
    expect(await (await list(json("GET", "/api/social"), noParams)).json()).toMatchObject({
      statusCode: "OK",
      object: { FACEBOOK: false, INSTAGRAM: false, LINKEDIN: false, GOOGLE_BUSINESS: false },
      details: { accounts: [], mode: { facebook: "sandbox", scheduler: "sandbox" } },
    });

    const state = await popupState();
    const connected = await connect(
      json("POST", "/api/social/connect", { platform: "FACEBOOK", code: await createSandboxCode(user.id), userId: "", accessToken: "", state }),
      noParams,
    );
    expect(connected.status).toBe(200);
    expect(await connected.json()).toEqual({ statusCode: "OK", message: "Facebook account connected successfully", object: PAGE_CHOICES });
    expect(PAGE_CHOICES.map((page) => page.instagram.username)).toEqual(["yourbrand", "yourbrand.events"]);

    const authorized = await authorize(json("POST", `/api/social/authorize?pageID=${SANDBOX_PAGES[1].id}`), noParams);
    expect(await authorized.json()).toEqual({
      statusCode: "OK",
      message: "Page authorized successfully",
      object: {
        pageId: SANDBOX_PAGES[1].id,
        pageName: SANDBOX_PAGES[1].name,
        connected: [{ platform: "FACEBOOK", accountId: SANDBOX_PAGES[1].id, accountName: SANDBOX_PAGES[1].name }],
      },
    });
    const row = await db.socialConnection.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.accessToken).toMatch(/^v1\./);
    expect(decrypt(row.accessToken)).toContain(SANDBOX_PAGES[1].id);

    const body = await (await list(json("GET", "/api/social"), noParams)).json();
    expect(body.object).toEqual({ FACEBOOK: true, INSTAGRAM: false, LINKEDIN: false, GOOGLE_BUSINESS: false });
    expect(body.details.accounts).toEqual([
      expect.objectContaining({ platform: "FACEBOOK", accountId: SANDBOX_PAGES[1].id, accountName: SANDBOX_PAGES[1].name, health: "HEALTHY", isDefault: true }),
    ]);
    expect(JSON.stringify(body)).not.toContain("sandbox-page:");

    const gone = await disconnect(json("DELETE", "/api/social/disconnect?platform=FACEBOOK"), noParams);
    expect(await gone.json()).toEqual({ statusCode: "OK", message: "Facebook account disconnected successfully", object: null });
    expect((await (await list(json("GET", "/api/social"), noParams)).json()).object).toEqual({
      FACEBOOK: false,
      INSTAGRAM: false,
      LINKEDIN: false,
      GOOGLE_BUSINESS: false,
    });
  });

  it("authorize also takes the page in the body (pageId), and needs something chosen", async () => {
    await connectedUser();
    const missing = await authorize(json("POST", "/api/social/authorize", {}), noParams);
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ statusCode: "VALIDATION_ERROR", message: "Please select a page or an Instagram account" });
    const ok = await authorize(json("POST", "/api/social/authorize", { pageId: SANDBOX_PAGES[0].id }), noParams);
    expect((await ok.json()).object).toMatchObject({ pageId: SANDBOX_PAGES[0].id, pageName: SANDBOX_PAGES[0].name });
  });

  it("several pages and Instagram accounts at once, each with its page's token; one default per platform", async () => {
    const user = await connectedUser();
    const reply = await authorize(
      json("POST", "/api/social/authorize", { pageIds: SANDBOX_PAGES.map((p) => p.id), instagramIds: [SANDBOX_PAGES[1].instagram.id] }),
      noParams,
    );
    expect(reply.status).toBe(200);
    const { details } = await (await list(json("GET", "/api/social"), noParams)).json();
    expect(
      details.accounts.map((a: { platform: string; accountName: string; isDefault: boolean; pageId: string }) => [
        a.platform,
        a.accountName,
        a.isDefault,
        a.pageId,
      ]),
    ).toEqual([
      ["FACEBOOK", SANDBOX_PAGES[0].name, true, SANDBOX_PAGES[0].id],
      ["FACEBOOK", SANDBOX_PAGES[1].name, false, SANDBOX_PAGES[1].id],
      ["INSTAGRAM", "yourbrand.events", true, SANDBOX_PAGES[1].id],
    ]);
    const instagram = await db.socialConnection.findFirstOrThrow({ where: { userId: user.id, platform: "INSTAGRAM" } });
    expect(decrypt(instagram.accessToken)).toContain(SANDBOX_PAGES[1].id);
    // The login's user token is gone once the owner has chosen.
    expect(await db.metaLogin.count({ where: { userId: user.id } })).toBe(0);

    // The second page becomes the default; disconnecting it hands the default back to the first.
    const second = details.accounts[1].id;
    const made = await updateOne(json("PATCH", `/api/social/connections/${second}`, { isDefault: true }), idParams(second));
    expect(await made.json()).toEqual({ statusCode: "OK", message: `Postloom now posts to ${SANDBOX_PAGES[1].name} by default`, object: null });
    const gone = await disconnectOne(json("DELETE", `/api/social/connections/${second}`), idParams(second));
    expect(await gone.json()).toEqual({ statusCode: "OK", message: `${SANDBOX_PAGES[1].name} disconnected`, object: null });
    const left = await db.socialConnection.findMany({ where: { userId: user.id }, orderBy: { id: "asc" }, select: { accountId: true, isDefault: true } });
    expect(left).toEqual([
      { accountId: SANDBOX_PAGES[0].id, isDefault: true },
      { accountId: SANDBOX_PAGES[1].instagram.id, isDefault: true },
    ]);
  });

  it("refuses an Instagram account no managed page links to, and another user's connection", async () => {
    const owner = await connectedUser();
    const unknown = await authorize(json("POST", "/api/social/authorize", { instagramIds: ["17841499999999"] }), noParams);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("That Instagram account isn't linked to a page you manage.");
    await authorize(json("POST", "/api/social/authorize", { pageIds: [SANDBOX_PAGES[0].id] }), noParams);
    const mine = await db.socialConnection.findFirstOrThrow({ where: { userId: owner.id } });

    await signInNewUser();
    for (const reply of [
      await updateOne(json("PATCH", `/api/social/connections/${mine.id}`, { isDefault: true }), idParams(mine.id)),
      await disconnectOne(json("DELETE", `/api/social/connections/${mine.id}`), idParams(mine.id)),
      await disconnectOne(json("DELETE", "/api/social/connections/not-an-id"), idParams("not-an-id")),
    ]) {
      expect(reply.status).toBe(404);
      expect((await reply.json()).message).toBe("We couldn't find that connection.");
    }
    const bad = await updateOne(json("PATCH", `/api/social/connections/${mine.id}`, { isDefault: false }), idParams(mine.id));
    expect(bad.status).toBe(422);
    expect(await db.socialConnection.count({ where: { userId: owner.id } })).toBe(1);
  });

  it("refuse bad input with 4xx, never 500", async () => {
    await signInNewUser();
    const cases: [Response | Promise<Response>, number][] = [
      [connect(json("POST", "/api/social/connect", "{oops"), noParams), 400],
      [connect(json("POST", "/api/social/connect", { platform: "TWITTER", code: "x", state: "y" }), noParams), 422],
      [connect(json("POST", "/api/social/connect", { platform: "FACEBOOK", code: "x", state: "not-signed" }), noParams), 400],
      [connect(json("POST", "/api/social/connect", { platform: "FACEBOOK", code: "forged", state: await popupState() }), noParams), 400],
      [authorize(json("POST", "/api/social/authorize?pageID=sandbox-main"), noParams), 409],
      [disconnect(json("DELETE", "/api/social/disconnect?platform=MYSPACE"), noParams), 422],
      [disconnect(json("DELETE", "/api/social/disconnect"), noParams), 422],
    ];
    for (const [reply, status] of cases) expect((await reply).status).toBe(status);
  });

  it("a sandbox login code works only for the user who started the login, and only once", async () => {
    const owner = await signInNewUser();
    const code = await createSandboxCode(owner.id);
    // Someone else, with their own valid login flow, cannot use the owner's code.
    const stranger = await signInNewUser();
    const stolen = await connect(json("POST", "/api/social/connect", { platform: "FACEBOOK", code, state: await popupState() }), noParams);
    expect(stolen.status).toBe(400);
    expect(await db.socialConnection.count({ where: { userId: stranger.id } })).toBe(0);

    actAs(owner);
    expect((await connect(json("POST", "/api/social/connect", { platform: "FACEBOOK", code, state: await popupState() }), noParams)).status).toBe(200);
    const again = await connect(json("POST", "/api/social/connect", { platform: "FACEBOOK", code, state: await popupState() }), noParams);
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe("Facebook refused the connection: This authorization code has been used or has expired.");
  });
});
