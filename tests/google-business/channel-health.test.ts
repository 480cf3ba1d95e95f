// Google Business Profile's channel against the double (tests/support/google-business-double): what its health
// check reads, a project without API access, and what each failure says of the connection; and the sandbox that
// stands in for it in a local run. (Connecting and posting: channel.test.ts.)
import { describe, expect, it } from "vitest";
import { googleBusinessChannel, REJECTED_BY_REVIEW } from "@/lib/channels/google-business/channel";
import { googleBusinessLogin } from "@/lib/channels/google-business/login";
import {
  createSandboxApi,
  createSandboxCode,
  listSandboxGooglePosts,
  rejectNextSandboxGooglePost,
  revokeSandboxGoogleBusiness,
  SANDBOX_LOCATION,
  SANDBOX_UNVERIFIED_LOCATION,
  sandboxGoogleRejectsNext,
} from "@/lib/channels/google-business/sandbox-api";
import { GOOGLE_BUSINESS_NO_ACCESS, UNVERIFIED_LOCATION } from "@/lib/channels/google-business/types";
import { channels } from "@/lib/channels";
import { db } from "@/lib/db";
import { PROFILE } from "../posts/arrange";
import { createUser } from "../support/session";
import { testPhoto } from "../support/image-server";
import { api, channel, google, images, LOCATION, send, setUpGoogleBusinessChannel, to, UNVERIFIED } from "./support/channel-setup";

setUpGoogleBusinessChannel();

describe("health", () => {
  it("reads a revoked grant, a location no longer managed, an unverified one, and a healthy one", async () => {
    const { refreshToken } = google.userToken();
    expect(await channel().checkHealth({ token: refreshToken, accountId: LOCATION }, new Date())).toEqual({ health: "HEALTHY", reason: null });
    expect(await channel().checkHealth({ token: refreshToken, accountId: UNVERIFIED }, new Date())).toEqual({
      health: "MISSING_PERMISSION",
      reason: UNVERIFIED_LOCATION,
    });
    google.unmanage("201");
    expect(await channel().checkHealth({ token: refreshToken, accountId: LOCATION }, new Date())).toEqual({
      health: "NEEDS_RECONNECT",
      reason: "You no longer manage this location on Google.",
    });
    google.revoke(refreshToken);
    expect(await channel().checkHealth({ token: refreshToken, accountId: LOCATION }, new Date())).toEqual({
      health: "NEEDS_RECONNECT",
      reason: "Postloom's access was removed in your Google account, or has expired.",
    });
  });

  it("a project without Business Profile API access: the check, a post and the login all say so", async () => {
    const { refreshToken } = google.userToken();
    google.setQuotaZero(true);
    const client = api();
    expect(await googleBusinessChannel(client).checkHealth({ token: refreshToken, accountId: LOCATION }, new Date())).toEqual({
      health: "MISSING_PERMISSION",
      reason: GOOGLE_BUSINESS_NO_ACCESS,
    });
    const failure = await googleBusinessChannel(client)
      .publish(to(refreshToken), { text: "Fresh bread", pictures: [] }, send())
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: "reconnect", message: GOOGLE_BUSINESS_NO_ACCESS });
    expect(googleBusinessChannel(client).healthOfFailure(failure)).toEqual({ health: "MISSING_PERMISSION", reason: GOOGLE_BUSINESS_NO_ACCESS });
    expect(googleBusinessLogin(client).limitation()).toBe(GOOGLE_BUSINESS_NO_ACCESS);
  });

  it("a post to a location Google hasn't verified is refused, and says so of the connection", async () => {
    const { refreshToken } = google.userToken();
    const failure = await channel()
      .publish(to(refreshToken, UNVERIFIED), { text: "Opening soon", pictures: [] }, send())
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: "rejected", message: UNVERIFIED_LOCATION });
    expect(channel().healthOfFailure(failure)).toEqual({ health: "MISSING_PERMISSION", reason: UNVERIFIED_LOCATION });
  });
});

describe("the sandbox Google Business Profile", () => {
  const sandbox = createSandboxApi("http://localhost:3000");
  const sandboxChannel = channels({ googleBusiness: sandbox }).of("GOOGLE_BUSINESS");

  it("connects two locations named after the brand, posts with the photo fetched by link, rejects on review when asked, and stops when access is removed", async () => {
    const user = await createUser("google-business");
    await db.businessProfile.create({ data: { userId: user.id, ...PROFILE, businessName: "Corner Bakery" } });
    const { refreshToken } = await sandbox.exchangeCode(await createSandboxCode(user.id), user.id);
    await expect(sandbox.exchangeCode("made-up", user.id)).rejects.toMatchObject({ kind: "reconnect" });
    expect((await sandbox.listLocations(refreshToken)).map(({ name, title, canPost }) => [name, title, canPost])).toEqual([
      [SANDBOX_LOCATION, "Corner Bakery (sandbox listing)", true],
      [SANDBOX_UNVERIFIED_LOCATION, "Corner Bakery, second location (sandbox, not verified)", false],
    ]);

    const at = to(refreshToken, SANDBOX_LOCATION);
    const photo = images.serve(`${crypto.randomUUID()}.jpg`, await testPhoto(1200, 900));
    const sent = await sandboxChannel.publish(at, { text: "Fresh rye today", pictures: [{ url: photo }] }, send());
    expect(sent.permalink).toMatch(/^http:\/\/localhost:3000\/sandbox\/google\/accounts%2Fsandbox%2Flocations%2F1#post-\d+$/);
    expect(await listSandboxGooglePosts(user.id, SANDBOX_LOCATION)).toEqual([
      {
        id: expect.any(Number),
        text: "Fresh rye today",
        details: { type: "STANDARD", button: null },
        rejectedReason: null,
        createdAt: expect.any(Date),
        images: [{ position: 0 }],
      },
    ]);
    expect(await sandboxChannel.recentPosts(at, new Date(Date.now() - 60_000), 10)).toEqual([
      { id: sent.id, text: "Fresh rye today", createdTime: expect.any(Date), permalink: sent.permalink },
    ]);

    await rejectNextSandboxGooglePost(user.id, SANDBOX_LOCATION);
    await expect(sandboxChannel.publish(at, { text: "Cheapest bread anywhere", pictures: [] }, send())).rejects.toMatchObject({
      kind: "rejected",
      message: REJECTED_BY_REVIEW,
    });
    expect(await sandboxGoogleRejectsNext(user.id, SANDBOX_LOCATION)).toBe(false);
    await expect(sandboxChannel.publish(to(refreshToken, SANDBOX_UNVERIFIED_LOCATION), { text: "Opening soon", pictures: [] }, send())).rejects.toMatchObject({
      kind: "rejected",
      message: UNVERIFIED_LOCATION,
    });
    expect(await sandboxChannel.checkHealth({ token: refreshToken, accountId: SANDBOX_LOCATION }, new Date())).toEqual({ health: "HEALTHY", reason: null });

    await revokeSandboxGoogleBusiness(user.id);
    expect(await sandboxChannel.checkHealth({ token: refreshToken, accountId: SANDBOX_LOCATION }, new Date())).toEqual({
      health: "NEEDS_RECONNECT",
      reason: "Postloom's access was removed in your Google account, or has expired.",
    });
    await expect(sandboxChannel.publish(at, { text: "After", pictures: [] }, send())).rejects.toMatchObject({ kind: "reconnect" });
  });
});
