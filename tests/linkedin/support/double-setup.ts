// The LinkedIn double tests' shared setup: two doubles (`li`, the default member and Company Page, and `team`, two
// members each administering a page, with refresh tokens), and the plain-fetch helpers that drive the double as
// Postloom's client will. A test file calls setUpLinkedInDouble() once at its top level: it starts them before the
// file's tests, resets the doubles after each, and stops them at the end. `li` and `team` are live bindings, set
// once the file's tests start.
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { startLinkedInDouble, type LinkedInDouble } from "../../support/linkedin-double";

export let li: LinkedInDouble;
/** Two members: member-1 administers 3001, member-2 administers 3002. */
export let team: LinkedInDouble;

export function setUpLinkedInDouble() {
  beforeAll(async () => {
    li = await startLinkedInDouble();
    team = await startLinkedInDouble({
      members: [
        { id: "member-1", name: "Alex Baker", picture: "https://media.licdn.example/alex.jpg" },
        { id: "member-2", name: "Sam de la Cruz" },
      ],
      organizations: [
        { id: "3001", name: "North Mill", admins: ["member-1"] },
        { id: "3002", name: "South Mill", vanityName: "southmill", admins: ["member-2"] },
      ],
      refreshTokens: true,
    });
  });
  afterEach(() => {
    li.reset();
    team.reset();
  });
  afterAll(async () => {
    await li.stop();
    await team.stop();
  });
}

export const ORG = "urn:li:organization:2001";
export const ME = "urn:li:person:member-1";
const REST_HEADERS = { "LinkedIn-Version": "202510", "X-Restli-Protocol-Version": "2.0.0" };

type Call = { token?: string; method?: string; json?: unknown; headers?: Record<string, string>; double?: LinkedInDouble };

/** A call to the API host, with the bearer token and (on /rest/) the version headers unless told otherwise. */
export function api(path: string, { token, method = "GET", json, headers, double = li }: Call = {}) {
  return fetch(`${double.url}${path}`, {
    method,
    redirect: "manual",
    headers: {
      ...(path.startsWith("/rest/") && REST_HEADERS),
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(json !== undefined && { "Content-Type": "application/json" }),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

/** A form POST to the OAuth host. */
export const oauthForm = (path: string, fields: Record<string, string>, double = li) =>
  fetch(`${double.url}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });

export const exchangeCode = (code: string, double = li, overrides: Record<string, string> = {}) =>
  oauthForm(
    "/oauth/v2/accessToken",
    { grant_type: "authorization_code", code, redirect_uri: double.redirectUri, client_id: double.clientId, client_secret: double.clientSecret, ...overrides },
    double,
  );

export const introspect = (token: string, double = li, overrides: Record<string, string> = {}) =>
  oauthForm("/oauth/v2/introspectToken", { client_id: double.clientId, client_secret: double.clientSecret, token, ...overrides }, double);

/** A JPEG's first bytes, told apart by `n`. */
export const jpeg = (n: number) => Buffer.from([0xff, 0xd8, 0xff, 0xe0, n, 1, 2, 3]);
export const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

export async function initializeUpload(token: string, owner: string, double = li) {
  return api("/rest/images?action=initializeUpload", { token, method: "POST", json: { initializeUploadRequest: { owner } }, double });
}

/** Both steps of an image upload; the image's URN. */
export async function uploadImage(token: string, owner = ORG, bytes: Buffer = jpeg(1), contentType = "image/jpeg", double = li) {
  const init = await initializeUpload(token, owner, double);
  expect(init.status).toBe(200);
  const { value } = (await init.json()) as { value: { uploadUrl: string; image: string; uploadUrlExpiresAt: number } };
  const put = await fetch(value.uploadUrl, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": contentType },
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(201);
  return value.image;
}

export const postBody = (author: string, commentary: string, content?: unknown) => ({
  author,
  commentary,
  visibility: "PUBLIC",
  distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
  ...(content !== undefined && { content }),
  lifecycleState: "PUBLISHED",
  isReshareDisabledByAuthor: false,
});

export const createPost = (token: string, body: unknown, double = li, headers?: Record<string, string>) =>
  api("/rest/posts", { token, method: "POST", json: body, double, headers });

/** The answer's status and JSON body. */
export async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
