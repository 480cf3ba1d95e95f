// The Graph API tests' shared setup: the Instagram double (account ACCOUNT, two media to a page), the production
// client pointed at it, and an image server standing in for Postloom's public image address; with the helpers
// that read what the double saw. A test file calls setUpInstagramGraph() once at its top level: it starts them
// before the file's tests, resets the double after each, and stops them at the end. `instagram`, `api` and
// `images` are live bindings, set once the file's tests start.
import { afterAll, afterEach, beforeAll } from "vitest";
import { createInstagramGraphApi } from "@/lib/channels/instagram/graph-api";
import { startImageServer, testPicture, type ImageServer } from "../../support/image-server";
import { startInstagramDouble, type InstagramDouble, type InstagramRequest } from "../../support/instagram-graph-double";

export const ACCOUNT = "17841400000001";
export const target = { accountId: ACCOUNT, pageToken: "page-token-1001" };
export const noSleep = async () => {};
export const POLL_DELAYS = [10, 20, 40];

export let instagram: InstagramDouble;
export let api: ReturnType<typeof createInstagramGraphApi>;
/** Where the double fetches images from, as from Postloom's public image address. */
export let images: ImageServer;

/** A JPEG Instagram accepts, at a public address. */
export const goodImage = async () => images.serve("good.jpg", await testPicture(1080, 1350, "jpeg"));

export function setUpInstagramGraph() {
  beforeAll(async () => {
    instagram = await startInstagramDouble({ accounts: { [ACCOUNT]: target.pageToken }, pageSize: 2 });
    api = createInstagramGraphApi({ graphUrl: instagram.url, appSecret: instagram.appSecret, timeoutMs: 1_000, pollDelaysMs: POLL_DELAYS });
    images = await startImageServer();
  });
  afterEach(() => instagram.reset());
  afterAll(async () => {
    await instagram.stop();
    await images.stop();
  });
}

export { failure } from "../../support/graph-failure";

/** Each request as a step of the publish, ids left out. */
export const steps = () => instagram.requests.map((r) => `${r.method} ${r.path.replace(/^\/c\d+$/, "/{container}").replace(/^\/m\d+$/, "/{media}")}`);

export type Step = "container" | "status" | "publish" | "permalink";
export const isStep = (step: Step) => (r: InstagramRequest) =>
  step === "container"
    ? r.method === "POST" && r.path === `/${ACCOUNT}/media`
    : step === "status"
      ? r.method === "GET" && /^\/c\d+$/.test(r.path)
      : step === "publish"
        ? r.method === "POST" && r.path === `/${ACCOUNT}/media_publish`
        : r.method === "GET" && /^\/m\d+$/.test(r.path);
