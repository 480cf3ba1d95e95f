// The LinkedIn double (tests/support/linkedin-double) holds to the wire contract Postloom's client speaks: driven
// here with plain fetch over HTTP, as the client will drive it, and refusing what LinkedIn refuses in its error shape.
// Here: who the member is and the organizations they administer.
import { describe, expect, it } from "vitest";
import { answer, api, li, setUpLinkedInDouble, team } from "./support/double-setup";

setUpLinkedInDouble();

describe("who the member is and what they administer", () => {
  it("userinfo needs openid and profile; it gives the picture when the member has one", async () => {
    const me = await answer(await api("/v2/userinfo", { token: team.memberToken("member-1"), double: team }));
    expect(me.body).toEqual({ sub: "member-1", name: "Alex Baker", given_name: "Alex", family_name: "Baker", picture: "https://media.licdn.example/alex.jpg" });
    expect(await answer(await api("/v2/userinfo", { token: li.memberToken("member-1", ["openid", "w_member_social"]) }))).toEqual({
      status: 403,
      body: { status: 403, serviceErrorCode: 100, code: "ACCESS_DENIED", message: "Not enough permissions to access: userinfo.GET.NO_VERSION" },
    });
  });

  it("organizationAcls pages through the member's organizations with start and count", async () => {
    const token = li.memberToken();
    const acls = (query: string) => api(`/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED&${query}`, { token });
    const first = await answer(await acls("start=0&count=2"));
    expect(first).toEqual({
      status: 200,
      body: {
        elements: [
          { organization: "urn:li:organization:2001", role: "ADMINISTRATOR", state: "APPROVED", roleAssignee: "urn:li:person:member-1" },
          { organization: "urn:li:organization:2002", role: "ADMINISTRATOR", state: "APPROVED", roleAssignee: "urn:li:person:member-1" },
        ],
        paging: { start: 0, count: 2, total: 3 },
      },
    });
    const second = await answer(await acls("start=2&count=2"));
    expect(second.body).toEqual({
      elements: [{ organization: "urn:li:organization:2003", role: "ADMINISTRATOR", state: "APPROVED", roleAssignee: "urn:li:person:member-1" }],
      paging: { start: 2, count: 2, total: 3 },
    });
    expect((await answer(await acls("start=4&count=2"))).body).toEqual({ elements: [], paging: { start: 4, count: 2, total: 3 } });
    expect((await answer(await acls(""))).body.paging).toEqual({ start: 0, count: 10, total: 3 });
    expect(await answer(await acls("count=101"))).toMatchObject({ status: 400, body: { status: 400, message: "count must be <= 100" } });
  });

  it("organizationAcls lists only what the member administers, and needs rw_organization_admin", async () => {
    const acls = await answer(
      await api("/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED", { token: team.memberToken("member-2"), double: team }),
    );
    expect((acls.body.elements as { organization: string }[]).map((e) => e.organization)).toEqual(["urn:li:organization:3002"]);
    const without = await answer(
      await api("/rest/organizationAcls?q=roleAssignee", { token: li.memberToken("member-1", ["openid", "profile", "w_organization_social"]) }),
    );
    expect(without).toMatchObject({ status: 403, body: { status: 403, serviceErrorCode: 100, code: "ACCESS_DENIED" } });
  });

  it("an organization's id, name and vanity name", async () => {
    const token = team.memberToken();
    expect((await answer(await api("/rest/organizations/3002", { token, double: team }))).body).toEqual({
      id: 3002,
      localizedName: "South Mill",
      vanityName: "southmill",
    });
    expect((await answer(await api("/rest/organizations/3001", { token, double: team }))).body).toEqual({
      id: 3001,
      localizedName: "North Mill",
      vanityName: "north-mill",
    });
    expect((await api("/rest/organizations/9999", { token, double: team })).status).toBe(404);
  });
});
