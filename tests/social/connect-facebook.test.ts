// Connecting a Facebook page through the production Graph client, against the local Graph double.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { decrypt } from "@/lib/crypto/encryption";
import { createSignedToken } from "@/lib/crypto/signed-token";
import { db } from "@/lib/db";
import { createGraphApi } from "@/lib/channels/facebook/graph-api";
import { authorizeConnections } from "@/lib/social/authorize-connections";
import { connectFacebook } from "@/lib/social/connect-facebook";
import { disconnectPlatform } from "@/lib/social/disconnect-platform";
import { FacebookError } from "@/lib/channels/facebook";
import { recordDeliveryHealth } from "@/lib/social/destination";
import { getSocialConnections } from "@/lib/social/get-social-connections";
import { createFacebookState } from "@/lib/social/oauth-state";
import { graphErrorBody, startGraphDouble, type GraphDouble } from "../support/facebook-graph-double";
import { createUser } from "../support/session";
import { warmUpDatabase } from "../support/users";

let graph: GraphDouble;
let facebook: ReturnType<typeof createGraphApi>;

beforeAll(async () => {
  await warmUpDatabase();
  graph = await startGraphDouble();
  facebook = createGraphApi({
    graphUrl: graph.url,
    dialogUrl: "https://facebook.test/dialog",
    appId: graph.appId,
    appSecret: graph.appSecret,
    redirectUri: graph.redirectUri,
  });
});
afterEach(() => graph.reset());
afterAll(() => graph.stop());

const authorizeFacebookPage = (userId: string, pageId: string, api = facebook) => authorizeConnections(userId, { pageIds: [pageId], instagramIds: [] }, api);

async function connected(userId: string) {
  return connectFacebook(userId, { code: graph.issueCode(), state: createFacebookState(userId) }, facebook);
}

describe("connect, authorize, disconnect", () => {
  it("returns the pages with their Instagram accounts (no tokens) and keeps the long-lived user token encrypted", async () => {
    const user = await createUser();
    const pages = await connected(user.id);
    expect(pages.map(({ id, name }) => ({ id, name }))).toEqual(graph.pages.map(({ id, name }) => ({ id, name })));
    expect(pages[0]).toEqual({
      id: "1001",
      name: "Corner Bakery",
      pictureUrl: "https://scontent.example.fbcdn.net/1001.jpg",
      instagram: { id: "17841400000001", username: "cornerbakery", pictureUrl: "https://scontent.example.cdninstagram.com/17841400000001.jpg" },
    });
    expect(JSON.stringify(pages)).not.toContain("token");

    const login = await db.metaLogin.findUniqueOrThrow({ where: { userId: user.id } });
    expect(login.userAccessToken).toMatch(/^v1\./);
    expect(login.userAccessToken).not.toContain("long-");
    expect(decrypt(login.userAccessToken)).toMatch(/^long-/);
    expect(login.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    // Not connected until something is chosen.
    expect(await db.socialConnection.count({ where: { userId: user.id } })).toBe(0);
    expect((await getSocialConnections(user.id)).connections).toEqual({ FACEBOOK: false, INSTAGRAM: false, LINKEDIN: false, GOOGLE_BUSINESS: false });
  });

  it("authorizes the chosen page: page token encrypted at rest, user token dropped, connection reported", async () => {
    const user = await createUser();
    await connected(user.id);
    expect(await authorizeFacebookPage(user.id, "1002", facebook)).toMatchObject({ pageId: "1002", pageName: "Corner Bakery Events" });

    const row = await db.socialConnection.findFirstOrThrow({ where: { userId: user.id, platform: "FACEBOOK" } });
    expect(row.accessToken).not.toBe(graph.pageToken("1002"));
    expect(row.accessToken).toMatch(/^v1\./);
    expect(decrypt(row.accessToken)).toBe(graph.pageToken("1002"));
    expect(await db.metaLogin.count({ where: { userId: user.id } })).toBe(0);

    const { connections, details } = await getSocialConnections(user.id);
    expect(connections).toEqual({ FACEBOOK: true, INSTAGRAM: false, LINKEDIN: false, GOOGLE_BUSINESS: false });
    expect(details.accounts).toEqual([
      expect.objectContaining({
        accountId: "1002",
        accountName: "Corner Bakery Events",
        pictureUrl: "https://scontent.example.fbcdn.net/1002.jpg",
        isDefault: true,
        health: "HEALTHY",
      }),
    ]);
    expect(JSON.stringify(details)).not.toContain("page-token");
  });

  it("reconnecting clears the reconnect flag", async () => {
    const user = await createUser();
    await connected(user.id);
    await authorizeFacebookPage(user.id, "1001", facebook);
    await db.socialConnection.updateMany({ where: { userId: user.id }, data: { health: "NEEDS_RECONNECT" } });
    expect((await getSocialConnections(user.id)).details.accounts[0]!.health).toBe("NEEDS_RECONNECT");
    await connected(user.id);
    await authorizeFacebookPage(user.id, "1001", facebook);
    expect((await getSocialConnections(user.id)).details.accounts.map((a) => a.health)).toEqual(["HEALTHY"]);
  });

  it("refuses a state made for another user, a forged one, and an expired one", async () => {
    const user = await createUser();
    const other = await createUser();
    const code = graph.issueCode();
    await expect(connectFacebook(user.id, { code, state: createFacebookState(other.id) }, facebook)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(connectFacebook(user.id, { code, state: "forged.state" }, facebook)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const expired = createSignedToken("facebook-oauth-state", { userId: user.id }, -1);
    await expect(connectFacebook(user.id, { code, state: expired }, facebook)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // Refused before Facebook was asked anything.
    expect(graph.requests).toHaveLength(0);
  });

  it("turns Facebook failures into replies the user can act on", async () => {
    const user = await createUser();
    const state = createFacebookState(user.id);
    await expect(connectFacebook(user.id, { code: "never-issued", state }, facebook)).rejects.toMatchObject({ code: "BAD_REQUEST", status: 400 });
    graph.setIntercept(() => ({ reply: { status: 400, body: graphErrorBody(4, "(#4) Application request limit reached") } }));
    await expect(connectFacebook(user.id, { code: graph.issueCode(), state }, facebook)).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE", status: 503 });
  });

  it("refuses to authorize before connecting, or a page the user does not manage", async () => {
    const user = await createUser();
    await expect(authorizeFacebookPage(user.id, "1001", facebook)).rejects.toMatchObject({ code: "CONFLICT" });
    await connected(user.id);
    await expect(authorizeFacebookPage(user.id, "9999", facebook)).rejects.toMatchObject({ code: "NOT_FOUND", status: 404 });
  });

  it("disconnecting removes every token", async () => {
    const user = await createUser();
    await connected(user.id);
    await authorizeFacebookPage(user.id, "1001", facebook);
    await disconnectPlatform(user.id, "FACEBOOK");
    expect(await db.socialConnection.count({ where: { userId: user.id } })).toBe(0);
    expect((await getSocialConnections(user.id)).connections).toEqual({ FACEBOOK: false, INSTAGRAM: false, LINKEDIN: false, GOOGLE_BUSINESS: false });
  });

  it("connects an Instagram account with its page's token, and a revoked page token flags both", async () => {
    const user = await createUser();
    await connected(user.id);
    await authorizeConnections(user.id, { pageIds: ["1001"], instagramIds: ["17841400000001"] }, facebook);
    const instagram = await db.socialConnection.findFirstOrThrow({ where: { userId: user.id, platform: "INSTAGRAM" } });
    expect(instagram).toMatchObject({ accountId: "17841400000001", accountName: "cornerbakery", pageId: "1001", isDefault: true });
    expect(decrypt(instagram.accessToken)).toBe(graph.pageToken("1001"));
    // A delivery refused with the page token's revocation (190/460) puts both accounts it publishes in that state.
    await recordDeliveryHealth(user.id, "FACEBOOK", "1001", new FacebookError("reconnect", "Error validating access token", { code: 190, subcode: 460 }));
    expect((await getSocialConnections(user.id)).details.accounts.map((a) => [a.platform, a.health, a.healthReason])).toEqual([
      ["FACEBOOK", "NEEDS_RECONNECT", "Your Facebook password changed."],
      ["INSTAGRAM", "NEEDS_RECONNECT", "Your Facebook password changed."],
    ]);
  });
});
