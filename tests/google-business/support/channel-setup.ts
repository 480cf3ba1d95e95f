// The Google Business Profile channel tests' shared setup: the double (tests/support/google-business-double), the
// production client and channel pointed at it, an image server for the photos Google fetches by link, and the
// helpers that make a connection and the options of a send. A test file calls setUpGoogleBusinessChannel() once at
// its top level: it starts them before the file's tests, resets the double after each, and stops them at the end.
// `google` and `images` are live bindings, set once the file's tests start.
import { afterAll, afterEach, beforeAll } from "vitest";
import { googleBusinessChannel } from "@/lib/channels/google-business/channel";
import { createRestApi, googleUrlsAt } from "@/lib/channels/google-business/rest-api";
import { startGoogleBusinessDouble, type GoogleBusinessDouble } from "../../support/google-business-double";
import { startImageServer, type ImageServer } from "../../support/image-server";
import { noSleep } from "../../support/publishing";

export const LOCATION = "accounts/101/locations/201";
export const UNVERIFIED = "accounts/101/locations/203";
export const send = () => ({ timeoutMs: 5_000, deadline: Date.now() + 60_000, sleep: noSleep, now: () => new Date(), beforePublish: () => {} });

export let google: GoogleBusinessDouble;
export let images: ImageServer;
export const api = () => createRestApi({ urls: googleUrlsAt(google.url), ...google });
export const channel = () => googleBusinessChannel(api());
export const to = (token: string, accountId = LOCATION) => ({ accountId, accountName: "Maple Street Bakery", pageId: "accounts/101", token });
export const tokenRequests = () => google.requests.filter((request) => request.path === "/token").length;

export function setUpGoogleBusinessChannel() {
  beforeAll(async () => {
    google = await startGoogleBusinessDouble();
    images = await startImageServer();
  });
  afterEach(() => google.reset());
  afterAll(async () => {
    await Promise.all([google.stop(), images.stop()]);
  });
}
