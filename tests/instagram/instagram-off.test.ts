// instagramApi() where Facebook is off (a deployment without the Facebook app's keys, where no sandbox runs):
// every call is refused as not configured. (With the keys it is the Graph API client, instagram-api.test.ts;
// locally without them, the sandbox, sandbox-api.test.ts.)
import { expect, it, vi } from "vitest";
import { FacebookError } from "@/lib/channels/facebook";
import { INSTAGRAM_NOT_CONFIGURED, instagramApi } from "@/lib/channels/instagram";

vi.mock("@/lib/env", () => ({ env: { modes: { facebook: "off" } } }));

it("refuses every call as not configured", async () => {
  const api = instagramApi();
  expect(api.mode).toBe("off");
  const target = { accountId: "17841400000001", pageToken: "page-token" };
  for (const call of [
    api.publish(target, { caption: "x", images: [{ url: "https://example.com/x.jpg" }] }),
    api.publishingLimit(target),
    api.recentMedia(target, new Date()),
  ]) {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FacebookError);
    expect(error).toMatchObject({ kind: "rejected", message: INSTAGRAM_NOT_CONFIGURED });
  }
});
