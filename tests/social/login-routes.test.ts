// /api/social/logins/{login}/* route handlers, signed in, with the sandbox LinkedIn (no LINKEDIN_CLIENT_ID in tests):
// the popup's start, the code traded for the accounts to choose, and the chosen ones connected.
import { beforeAll, describe, expect, it } from "vitest";
import { actAs, call, createUser } from "../support/session";
import { POST as authorize } from "@/app/api/social/logins/[login]/authorize/route";
import { POST as connect } from "@/app/api/social/logins/[login]/connect/route";
import { GET as start } from "@/app/api/social/logins/[login]/start/route";
import { GET as list } from "@/app/api/social/route";
import { decrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import { createSandboxCode, SANDBOX_COMPANY, SANDBOX_MEMBER } from "@/lib/channels/linkedin/sandbox-api";
import { createSandboxCode as createGoogleCode, SANDBOX_LOCATION, SANDBOX_UNVERIFIED_LOCATION } from "@/lib/channels/google-business/sandbox-api";
import { UNVERIFIED_LOCATION } from "@/lib/channels/google-business/types";
import { warmUpDatabase } from "../support/users";

beforeAll(warmUpDatabase);

const loginParams = (login: string) => ({ params: Promise.resolve({ login }) });

function post(url: string, body: unknown) {
  return call(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

async function signedIn() {
  const user = await createUser("login-routes");
  actAs(user);
  return user;
}

/** Follows the popup: start → the sandbox's authorization page with the signed state. */
async function popupState() {
  const reply = await start(call("/api/social/logins/linkedin/start"), loginParams("linkedin"));
  expect(reply.status).toBe(303);
  const page = new URL(reply.headers.get("Location")!);
  expect(page.pathname).toBe("/sandbox/linkedin/authorize");
  expect(page.searchParams.get("redirect_uri")).toMatch(/\/auth\/linkedin\/callback$/);
  expect(page.searchParams.get("scope")).toBe("openid profile w_member_social rw_organization_admin w_organization_social r_organization_social");
  return page.searchParams.get("state")!;
}

const answer = async (reply: Response) => ({ status: reply.status, body: await reply.json() });

describe("connecting a login of a channel's own", () => {
  it("lists the profile and the Company Page, keeps the chosen ones with the token encrypted, and drops the pending login", async () => {
    const user = await signedIn();
    const choices = await answer(
      await connect(
        post("/api/social/logins/linkedin/connect", { code: await createSandboxCode(user.id), state: await popupState() }),
        loginParams("linkedin"),
      ),
    );
    expect(choices).toEqual({
      status: 200,
      body: {
        statusCode: "OK",
        message: "Choose what to connect",
        object: {
          accounts: [
            {
              platform: "LINKEDIN",
              accountId: SANDBOX_MEMBER,
              accountName: "You (sandbox profile)",
              kind: "Your profile",
              pictureUrl: null,
              unavailable: null,
            },
            {
              platform: "LINKEDIN",
              accountId: SANDBOX_COMPANY,
              accountName: "Your Brand (sandbox company page)",
              kind: "Company Page",
              pictureUrl: null,
              unavailable: null,
            },
          ],
          limitation: null,
        },
      },
    });
    const pending = await db.pendingLogin.findUniqueOrThrow({ where: { userId_login: { userId: user.id, login: "linkedin" } } });
    expect(pending.accessToken).not.toContain("sandbox-linkedin");
    expect(decrypt(pending.accessToken)).toMatch(/^sandbox-linkedin:/);

    const connected = await answer(await authorize(post("/api/social/logins/linkedin/authorize", { accountIds: [SANDBOX_COMPANY] }), loginParams("linkedin")));
    expect(connected).toMatchObject({ status: 200, body: { message: "Your Brand (sandbox company page) connected" } });
    const [connection] = await db.socialConnection.findMany({ where: { userId: user.id } });
    expect(connection).toMatchObject({ platform: "LINKEDIN", accountId: SANDBOX_COMPANY, pageId: SANDBOX_MEMBER, isDefault: true, health: "HEALTHY" });
    expect(decrypt(connection!.accessToken)).toBe(decrypt(pending.accessToken));
    expect(connection!.tokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);
    expect(await db.pendingLogin.count({ where: { userId: user.id } })).toBe(0);

    const social = (await (await list(call("/api/social"), { params: Promise.resolve({}) })).json()).object;
    expect(social).toEqual({ FACEBOOK: false, INSTAGRAM: false, LINKEDIN: true, GOOGLE_BUSINESS: false });
  });

  it("refuses a login that isn't one, a state from another login or user, a choice before the login, and an account it doesn't list", async () => {
    const user = await signedIn();
    expect(await answer(await start(call("/api/social/logins/myspace/start"), loginParams("myspace")))).toMatchObject({
      status: 404,
      body: { message: "There is no such login to connect." },
    });
    const state = await popupState();
    expect(
      await answer(await authorize(post("/api/social/logins/linkedin/authorize", { accountIds: [SANDBOX_COMPANY] }), loginParams("linkedin"))),
    ).toMatchObject({ status: 409, body: { message: "Connect your LinkedIn account first, then choose what to connect." } });

    // The state is the user's who opened the popup: another user's code or session can't use it.
    const other = await signedIn();
    expect(
      await answer(await connect(post("/api/social/logins/linkedin/connect", { code: await createSandboxCode(other.id), state }), loginParams("linkedin"))),
    ).toMatchObject({ status: 400, body: { message: "This LinkedIn login expired or was not started from your account. Please connect again." } });

    actAs(user);
    const code = await createSandboxCode(user.id);
    expect((await connect(post("/api/social/logins/linkedin/connect", { code, state }), loginParams("linkedin"))).status).toBe(200);
    // A code works once.
    expect(await answer(await connect(post("/api/social/logins/linkedin/connect", { code, state }), loginParams("linkedin")))).toMatchObject({
      status: 400,
      body: { message: "LinkedIn refused the connection: the sign-in was already used or has expired. Please connect again." },
    });
    expect(
      await answer(await authorize(post("/api/social/logins/linkedin/authorize", { accountIds: ["urn:li:organization:1"] }), loginParams("linkedin"))),
    ).toMatchObject({
      status: 404,
      body: { message: "That account isn't one LinkedIn lists for you." },
    });
    expect(await answer(await authorize(post("/api/social/logins/linkedin/authorize", { accountIds: [] }), loginParams("linkedin")))).toMatchObject({
      status: 422,
      body: { object: { fieldErrors: { accountIds: ["Please select at least one page or profile."] } } },
    });
    expect(await db.socialConnection.count({ where: { userId: user.id } })).toBe(0);
  });

  it("Google Business Profile: asks for offline access to the business scope, lists an unverified location with why it can't post, and connects a verified one", async () => {
    const user = await signedIn();
    const started = await start(call("/api/social/logins/google-business/start"), loginParams("google-business"));
    expect(started.status).toBe(303);
    const consent = new URL(started.headers.get("Location")!);
    expect(consent.pathname).toBe("/sandbox/google-business/authorize");
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      scope: "https://www.googleapis.com/auth/business.manage",
      access_type: "offline",
      prompt: "consent",
      redirect_uri: expect.stringMatching(/\/auth\/google-business\/callback$/),
    });
    const code = await createGoogleCode(user.id);
    const choices = await answer(
      await connect(post("/api/social/logins/google-business/connect", { code, state: consent.searchParams.get("state") }), loginParams("google-business")),
    );
    expect(choices.body.object.accounts).toEqual([
      {
        platform: "GOOGLE_BUSINESS",
        accountId: SANDBOX_LOCATION,
        accountName: "Your Brand (sandbox listing)",
        kind: "Location of Your Brand",
        pictureUrl: null,
        unavailable: null,
      },
      {
        platform: "GOOGLE_BUSINESS",
        accountId: SANDBOX_UNVERIFIED_LOCATION,
        accountName: "Your Brand, second location (sandbox, not verified)",
        kind: "Location of Your Brand",
        pictureUrl: null,
        unavailable: UNVERIFIED_LOCATION,
      },
    ]);

    const choose = (accountIds: string[]) => authorize(post("/api/social/logins/google-business/authorize", { accountIds }), loginParams("google-business"));
    expect(await answer(await choose([SANDBOX_LOCATION, SANDBOX_UNVERIFIED_LOCATION]))).toMatchObject({
      status: 422,
      body: { message: `Your Brand, second location (sandbox, not verified): ${UNVERIFIED_LOCATION}` },
    });
    expect(await db.socialConnection.count({ where: { userId: user.id } })).toBe(0);

    expect(await answer(await choose([SANDBOX_LOCATION]))).toMatchObject({ status: 200, body: { message: "Your Brand (sandbox listing) connected" } });
    const connection = await db.socialConnection.findFirstOrThrow({ where: { userId: user.id } });
    expect(connection).toMatchObject({ platform: "GOOGLE_BUSINESS", accountId: SANDBOX_LOCATION, pageId: "accounts/sandbox", tokenExpiresAt: null });
    // What posts is the grant's refresh token, kept encrypted.
    expect(connection.accessToken).not.toContain("sandbox-google-business");
    expect(decrypt(connection.accessToken)).toMatch(/^sandbox-google-business:/);
  });
});
