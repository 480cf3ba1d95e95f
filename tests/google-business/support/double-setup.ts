// The Google Business Profile double tests' shared setup: two doubles (`g`, the default bakery, and `team`, three
// users and four accounts), a real local HTTP server for photos, and the plain-fetch helpers that drive the double
// as Postloom's client will. A test file calls setUpGoogleBusinessDouble() once at its top level: it starts them
// before the file's tests, resets the doubles after each, and stops them at the end. `g`, `team`, `images`, `jpeg`
// and `photo` are live bindings, set once the file's tests start.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { startGoogleBusinessDouble, type GoogleBusinessDouble } from "../../support/google-business-double";
import { startImageServer, type ImageServer } from "../../support/image-server";

export const SCOPE = "https://www.googleapis.com/auth/business.manage";
export const UNAUTHENTICATED = {
  status: 401,
  body: {
    error: {
      code: 401,
      message: "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
      status: "UNAUTHENTICATED",
    },
  },
};
export const PERMISSION_DENIED = { status: 403, body: { error: { code: 403, message: "The caller does not have permission", status: "PERMISSION_DENIED" } } };
export const NOT_FOUND = { status: 404, body: { error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" } } };
export const MAIN = "accounts/101/locations/201";
export const DOWNTOWN = "accounts/101/locations/202";
export const AIRPORT = "accounts/101/locations/203";

export let g: GoogleBusinessDouble;
/** Three users: user-1 manages 111, 112 and 113; user-2 manages 111 (after user-1) and 114; user-3 nothing. Posts stay PROCESSING 300 ms. */
export let team: GoogleBusinessDouble;
export let images: ImageServer;
/** A 400 x 300 JPEG of noise (well over 10 KB), served at `photo`. */
export let jpeg: Buffer;
export let photo: string;

/** A picture of noise: it does not compress, so its size in bytes follows its size in pixels. */
export const noise = (width: number, height: number, format: "jpeg" | "png" = "jpeg") =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();

export function setUpGoogleBusinessDouble() {
  beforeAll(async () => {
    g = await startGoogleBusinessDouble();
    team = await startGoogleBusinessDouble({
      users: [
        { id: "user-1", email: "north@example.test" },
        { id: "user-2", email: "south@example.test" },
        { id: "user-3", email: "nobody@example.test" },
      ],
      accounts: [
        {
          id: "111",
          name: "North Mill",
          type: "ORGANIZATION",
          managers: ["user-1", "user-2"],
          locations: [
            { id: "311", title: "North Mill", phone: "+1 555 0111", websiteUri: "https://northmill.example" },
            { id: "312", title: "North Mill Kiosk" },
            { id: "313", title: "North Mill Annex" },
          ],
        },
        { id: "112", name: "South Mill", type: "PERSONAL", managers: ["user-1"], locations: [{ id: "321", title: "South Mill" }] },
        { id: "113", name: "East Mill", managers: ["user-1"], locations: [{ id: "331", title: "East Mill", verified: false }] },
        { id: "114", name: "West Mill", managers: ["user-2"], locations: [{ id: "341", title: "West Mill" }] },
      ],
      processingMs: 300,
    });
    images = await startImageServer();
    jpeg = await noise(400, 300);
    photo = images.serve("loaf.jpg", jpeg);
  });
  afterEach(() => {
    g.reset();
    team.reset();
  });
  afterAll(async () => {
    await g.stop();
    await team.stop();
    await images.stop();
  });
}

type Call = { token?: string; method?: string; json?: unknown; double?: GoogleBusinessDouble };

/** A call to an API host, with the bearer token. */
export function api(path: string, { token, method = "GET", json, double = g }: Call = {}) {
  return fetch(`${double.url}${path}`, {
    method,
    headers: { ...(token && { Authorization: `Bearer ${token}` }), ...(json !== undefined && { "Content-Type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

/** A form POST to oauth2.googleapis.com. */
export const oauthForm = (path: string, fields: Record<string, string>, double = g) =>
  fetch(`${double.url}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });

export const exchangeCode = (code: string, double = g, overrides: Record<string, string> = {}) =>
  oauthForm(
    "/token",
    { grant_type: "authorization_code", code, redirect_uri: double.redirectUri, client_id: double.clientId, client_secret: double.clientSecret, ...overrides },
    double,
  );

export const refresh = (refreshToken: string, double = g) =>
  oauthForm("/token", { grant_type: "refresh_token", refresh_token: refreshToken, client_id: double.clientId, client_secret: double.clientSecret }, double);

/** The authorization page, as a browser opens it (the redirect not followed). */
export function authorize(params: Record<string, string> = {}, double = g) {
  const query = new URLSearchParams({
    client_id: double.clientId,
    redirect_uri: double.redirectUri,
    response_type: "code",
    scope: SCOPE,
    access_type: "offline",
    prompt: "consent",
    state: "signed-state",
    ...params,
  });
  return fetch(`${double.url}/o/oauth2/v2/auth?${query}`, { redirect: "manual" });
}

/** The answer's status and JSON body. */
export async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const createPost = (token: string, body: unknown, location = MAIN, double = g) =>
  api(`/v4/${location}/localPosts`, { token, method: "POST", json: body, double });

export const standard = (summary: string, extra: Record<string, unknown> = {}) => ({ languageCode: "en", summary, topicType: "STANDARD", ...extra });

/** The 400 INVALID_ARGUMENT naming the field. */
export const invalid = (field: string) => ({
  status: 400,
  body: {
    error: {
      code: 400,
      message: "Request contains an invalid argument.",
      status: "INVALID_ARGUMENT",
      details: [{ "@type": "type.googleapis.com/google.rpc.BadRequest", fieldViolations: [{ field, description: expect.any(String) }] }],
    },
  },
});
