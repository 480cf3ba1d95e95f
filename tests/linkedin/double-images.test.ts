// The LinkedIn double (tests/support/linkedin-double) holds to the wire contract Postloom's client speaks: driven
// here with plain fetch over HTTP, as the client will drive it, and refusing what LinkedIn refuses in its error shape.
// Here: an image uploaded in two steps, for the member or an organization they administer.
import { describe, expect, it } from "vitest";
import { answer, initializeUpload, jpeg, li, ORG, setUpLinkedInDouble, team } from "./support/double-setup";

setUpLinkedInDouble();

describe("images", () => {
  it("two steps: initializeUpload gives an upload URL on the double and a URN; the PUT takes the bytes once", async () => {
    const token = li.memberToken();
    const init = await answer(await initializeUpload(token, ORG));
    expect(init.status).toBe(200);
    const value = init.body.value as { uploadUrl: string; image: string; uploadUrlExpiresAt: number };
    expect(value.uploadUrl.startsWith(`${li.url}/upload/`)).toBe(true);
    expect(value.image).toMatch(/^urn:li:image:/);
    expect(value.uploadUrlExpiresAt).toBeGreaterThan(Date.now());

    const put = (body: Buffer, bearer = token) =>
      fetch(value.uploadUrl, { method: "PUT", headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "image/jpeg" }, body: new Uint8Array(body) });
    expect((await put(jpeg(1), "made-up")).status).toBe(401);
    const notImage = await answer(await put(Buffer.from("<html>not an image</html>")));
    expect(notImage).toMatchObject({ status: 400, body: { status: 400, message: "The uploaded bytes are not a JPEG, PNG or GIF image" } });
    const done = await put(jpeg(1));
    expect(done.status).toBe(201);
    expect(await done.text()).toBe("");
    expect((await put(jpeg(1))).status).toBe(400); // the URL works once
  });

  it("an image over 10 MB: 413", async () => {
    const token = li.memberToken();
    const { value } = (await (await initializeUpload(token, ORG)).json()) as { value: { uploadUrl: string } };
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    jpeg(1).copy(big);
    const put = await fetch(value.uploadUrl, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "image/jpeg" },
      body: new Uint8Array(big),
    });
    expect(put.status).toBe(413);
  });

  it("the owner must be the member or an organization they administer, with the write scope", async () => {
    const token = team.memberToken("member-1");
    expect((await initializeUpload(token, "urn:li:organization:3001", team)).status).toBe(200);
    expect((await initializeUpload(token, "urn:li:person:member-1", team)).status).toBe(200);
    expect((await answer(await initializeUpload(token, "urn:li:organization:3002", team))).body).toMatchObject({ status: 403, code: "ACCESS_DENIED" });
    expect((await initializeUpload(token, "urn:li:person:member-2", team)).status).toBe(403);
    expect((await initializeUpload(team.memberToken("member-1", ["openid", "profile", "w_member_social"]), "urn:li:organization:3001", team)).status).toBe(403);
    expect((await initializeUpload(token, "not-a-urn", team)).status).toBe(422);
  });
});
