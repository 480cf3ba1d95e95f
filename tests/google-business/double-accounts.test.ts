// The Google Business Profile double (tests/support/google-business-double) holds to the wire contract Postloom's
// client speaks: driven here with plain fetch over HTTP, as the client will drive it. Here: the accounts a user
// manages and their locations, each paged as Google pages them. (OAuth and the token checks: double-oauth.test.ts.)
import { describe, expect, it } from "vitest";
import { answer, api, g, invalid, NOT_FOUND, PERMISSION_DENIED, setUpGoogleBusinessDouble, team } from "./support/double-setup";

setUpGoogleBusinessDouble();

describe("accounts and locations", () => {
  it("the user's accounts, with their name, type, role and verification", async () => {
    const { accessToken } = g.userToken();
    expect(await answer(await api("/v1/accounts", { token: accessToken }))).toEqual({
      status: 200,
      body: {
        accounts: [{ name: "accounts/101", accountName: "Maple Street Bakery", type: "LOCATION_GROUP", role: "PRIMARY_OWNER", verificationState: "VERIFIED" }],
      },
    });
    const second = await answer(await api("/v1/accounts", { token: team.userToken("user-2").accessToken, double: team }));
    expect(second.body.accounts).toEqual([
      { name: "accounts/111", accountName: "North Mill", type: "ORGANIZATION", role: "MANAGER", verificationState: "VERIFIED" },
      { name: "accounts/114", accountName: "West Mill", type: "LOCATION_GROUP", role: "PRIMARY_OWNER", verificationState: "VERIFIED" },
    ]);
    // Proto3 JSON: no accounts is {}.
    expect(await answer(await api("/v1/accounts", { token: team.userToken("user-3").accessToken, double: team }))).toEqual({ status: 200, body: {} });
  });

  it("accounts are paged: pageSize 1 to 20, a nextPageToken while more follow", async () => {
    const token = team.userToken("user-1").accessToken;
    const accounts = (query: string) => api(`/v1/accounts?${query}`, { token, double: team });
    const first = await answer(await accounts("pageSize=2"));
    expect((first.body.accounts as { name: string }[]).map((a) => a.name)).toEqual(["accounts/111", "accounts/112"]);
    expect(first.body.nextPageToken).toEqual(expect.any(String));
    const second = await answer(await accounts(`pageSize=2&pageToken=${encodeURIComponent(first.body.nextPageToken as string)}`));
    expect(second.body).toEqual({ accounts: [expect.objectContaining({ name: "accounts/113", role: "PRIMARY_OWNER", verificationState: "UNVERIFIED" })] });
    expect((await answer(await accounts("pageSize=20"))).body.accounts).toHaveLength(3);
    expect(await answer(await accounts("pageSize=21"))).toEqual(invalid("page_size"));
    expect(await answer(await accounts("pageToken=not-a-token"))).toEqual(invalid("page_token"));
  });

  it("locations need a readMask, and give only the fields it names", async () => {
    const token = g.userToken().accessToken;
    const locations = (query: string) => api(`/v1/accounts/101/locations${query}`, { token });
    expect(await answer(await locations(""))).toEqual(invalid("read_mask"));
    expect(await answer(await locations("?readMask=name,categories"))).toEqual(invalid("read_mask"));
    expect(await answer(await locations("?readMask=metadata.nothing"))).toEqual(invalid("read_mask"));

    expect(await answer(await locations("?readMask=name,title"))).toEqual({
      status: 200,
      body: {
        locations: [
          { name: "locations/201", title: "Maple Street Bakery" },
          { name: "locations/202", title: "Maple Street Bakery Downtown" },
          { name: "locations/203", title: "Maple Street Bakery Airport" },
        ],
        totalSize: 3,
      },
    });
    const full = await answer(await locations("?readMask=name,title,phoneNumbers,storefrontAddress,metadata,websiteUri"));
    const [main, downtown, airport] = full.body.locations as Record<string, Record<string, unknown>>[];
    expect(main).toEqual({
      name: "locations/201",
      title: "Maple Street Bakery",
      phoneNumbers: { primaryPhone: "+1 555 0100" },
      storefrontAddress: expect.objectContaining({ locality: expect.any(String), regionCode: "US", addressLines: [expect.any(String)] }),
      metadata: {
        hasVoiceOfMerchant: true,
        canOperateLocalPost: true,
        mapsUri: expect.stringMatching(/^https:\/\/maps\.google\.com\//),
        placeId: expect.any(String),
        newReviewUri: expect.any(String),
      },
    });
    expect(downtown).not.toHaveProperty("phoneNumbers");
    // Not verified: it cannot post (proto3 JSON leaves the false flags out).
    expect(airport!.metadata).not.toHaveProperty("hasVoiceOfMerchant");
    expect(airport!.metadata).not.toHaveProperty("canOperateLocalPost");
    expect(airport!.metadata!.placeId).toEqual(expect.any(String));

    expect((await answer(await locations("?readMask=name,metadata.canOperateLocalPost"))).body.locations).toEqual([
      { name: "locations/201", metadata: { canOperateLocalPost: true } },
      { name: "locations/202", metadata: { canOperateLocalPost: true } },
      { name: "locations/203" },
    ]);
  });

  it("locations are paged: pageSize 1 to 100 (default 10), with totalSize and a nextPageToken", async () => {
    const token = team.userToken("user-1").accessToken;
    const locations = (query: string) => api(`/v1/accounts/111/locations?readMask=name,title,websiteUri&${query}`, { token, double: team });
    const first = await answer(await locations("pageSize=2"));
    expect(first.body).toEqual({
      locations: [
        { name: "locations/311", title: "North Mill", websiteUri: "https://northmill.example" },
        { name: "locations/312", title: "North Mill Kiosk" },
      ],
      nextPageToken: expect.any(String),
      totalSize: 3,
    });
    const second = await answer(await locations(`pageSize=2&pageToken=${encodeURIComponent(first.body.nextPageToken as string)}`));
    expect(second.body).toEqual({ locations: [{ name: "locations/313", title: "North Mill Annex" }], totalSize: 3 });
    expect((await answer(await locations(""))).body.locations).toHaveLength(3);
    expect(await answer(await locations("pageSize=101"))).toEqual(invalid("page_size"));
    // A token of another list is refused.
    const accountsToken = (await answer(await api("/v1/accounts?pageSize=1", { token, double: team }))).body.nextPageToken as string;
    expect(await answer(await locations(`pageToken=${encodeURIComponent(accountsToken)}`))).toEqual(invalid("page_token"));
  });

  it("an account the user does not manage: 403; unknown: 404; a location unmanaged is no longer listed", async () => {
    const token = team.userToken("user-2").accessToken;
    expect(await answer(await api("/v1/accounts/112/locations?readMask=name", { token, double: team }))).toEqual(PERMISSION_DENIED);
    expect(await answer(await api("/v1/accounts/999/locations?readMask=name", { token, double: team }))).toEqual(NOT_FOUND);
    team.unmanage("312", "user-2");
    const listed = await answer(await api("/v1/accounts/111/locations?readMask=name", { token, double: team }));
    expect(listed.body).toEqual({ locations: [{ name: "locations/311" }, { name: "locations/313" }], totalSize: 2 });
    // user-1 still has it.
    const other = await answer(await api("/v1/accounts/111/locations?readMask=name", { token: team.userToken("user-1").accessToken, double: team }));
    expect(other.body.totalSize).toBe(3);
  });
});
