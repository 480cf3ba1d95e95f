// Every route under app/api (found from the file tree), against the production build, with a second user's
// session and with none, aimed at the first user's ids: nothing of the first user's is read, changed or
// deleted; and a state-changing request from another site is refused. (Bad input and extremes: api-hardening.spec.ts.)
import { JSON_TYPE, PNG, ROUTES, send, sessionsOf, type Probe } from "./support/api-fuzz";
import { CATCH_ALL_PATHS, expandPattern, kitchenSinkBody } from "./support/api-routes";
import { createBrandProfile, createVerifiedUser, expect, test, testDb, userIdOf } from "./support/fixtures";
import { APP_URL } from "./support/ports";

test.describe("every API route", () => {
  test.describe.configure({ timeout: 600_000 });

  test("refuses a second user and a visitor everything of the first user's", async ({ playwright, request }) => {
    const marker = `owner-secret-${crypto.randomUUID()}`;
    const ownerEmail = await createVerifiedUser(request);
    const owner = await sessionsOf(playwright, ownerEmail).client();
    await createBrandProfile(owner, {
      businessName: `Bakery ${marker}`,
      industry: "retail",
      description: `Our story ${marker}`,
      targetAudience: "Neighbours",
      painPoints: "Stale bread",
    });
    const published = await owner.post("/api/post/publish", { data: { postContent: `Post ${marker}`, platforms: [] } });
    expect(published.status()).toBe(200);
    const postId = (await published.json()).object.id as number;
    const ownerId = await userIdOf(ownerEmail);
    const image = await testDb().generatedImage.create({ data: { userId: ownerId, contentType: "image/png", data: PNG }, select: { id: true } });
    const draft = await testDb().post.create({
      data: { userId: ownerId, content: `Draft ${marker}`, imageId: image.id, imageUrl: `/api/images/${image.id}` },
      select: { id: true },
    });
    expect((await owner.post("/api/feedback", { data: { content: `Feedback ${marker}` } })).status()).toBe(201);
    const before = await testDb().post.findMany({
      where: { userId: ownerId },
      orderBy: { id: "asc" },
      select: { id: true, content: true, status: true, updatedAt: true },
    });
    const profileBefore = await testDb().businessProfile.findUniqueOrThrow({ where: { userId: ownerId } });

    const otherEmail = await createVerifiedUser(request);
    const other = sessionsOf(playwright, otherEmail);
    const setup = await other.client();
    await createBrandProfile(setup);
    await setup.dispose();

    const ownerIds = [String(postId), String(draft.id), image.id];
    const body = JSON.stringify(kitchenSinkBody({ postID: draft.id, email: ownerEmail, confirmEmail: ownerEmail }));
    const problems: string[] = [];
    let attempts = 0;
    let leaks = 0;
    for (const route of ROUTES) {
      for (const who of ["second user", "visitor"] as const) {
        const client = who === "second user" ? await other.client() : await playwright.request.newContext({ baseURL: APP_URL });
        const urls = expandPattern(route.pattern, { segment: ownerIds, catchAll: CATCH_ALL_PATHS });
        for (const method of route.methods) {
          for (const url of urls) {
            const probe: Probe | undefined =
              method === "GET"
                ? { name: "the owner's ids", query: `postID=${draft.id}&pageID=owner`, invalid: false }
                : { name: "the owner's ids", headers: JSON_TYPE, data: body, invalid: false };
            const reply = await send(client, method, url, probe);
            attempts++;
            const label = `${who}: ${method} ${url}`;
            const text = await reply.text();
            const ownerImage = url.includes(image.id) && reply.headers()["content-type"]?.startsWith("image/");
            if (text.includes(marker) || ownerImage) {
              leaks++;
              problems.push(`${label}: the owner's data in the reply`);
            }
            if (reply.status() >= 500) problems.push(`${label}: HTTP ${reply.status()}`);
            const aimsAtOwner = ownerIds.some((id) => url.split("/").includes(id));
            if (aimsAtOwner && reply.status() < 300) problems.push(`${label}: answered ${reply.status()} for the owner's id`);
          }
        }
        await client.dispose();
      }
    }
    console.log(`[api authz] ${ROUTES.length} routes, ${attempts} attempts, ${leaks} leaks`);
    expect(problems).toEqual([]);

    // Nothing of the owner's changed, and the owner is still signed in.
    const after = await testDb().post.findMany({
      where: { userId: ownerId },
      orderBy: { id: "asc" },
      select: { id: true, content: true, status: true, updatedAt: true },
    });
    expect(after).toEqual(before);
    expect(await testDb().businessProfile.findUniqueOrThrow({ where: { userId: ownerId } })).toEqual(profileBefore);
    expect(await testDb().generatedImage.count({ where: { id: image.id } })).toBe(1);
    expect(await testDb().feedback.count({ where: { userId: ownerId } })).toBe(1);
    expect((await owner.get("/api/business")).status()).toBe(200);
    await owner.dispose();
  });

  test("a state-changing request with an Origin that is not this site's is refused with the 403 envelope", async ({ request }) => {
    for (const origin of [
      "null",
      "https://evil.example",
      `${APP_URL}/path`,
      `${APP_URL}:80`,
      `http://user@${new URL(APP_URL).host}`,
      "http://[::1",
      "localhost:3100",
    ]) {
      const reply = await request.post("/api/feedback", { headers: { Origin: origin, ...JSON_TYPE }, data: "{}" });
      expect(reply.status(), `Origin: ${origin}`).toBe(403);
      expect(await reply.json()).toEqual({ statusCode: "FORBIDDEN", message: "This request came from another site and was refused.", object: null });
    }
    // The site's own origin passes the check (and then needs a session).
    expect((await request.post("/api/feedback", { headers: { Origin: APP_URL, ...JSON_TYPE }, data: "{}" })).status()).toBe(401);
  });
});
