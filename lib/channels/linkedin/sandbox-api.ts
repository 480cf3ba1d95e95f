// The sandbox LinkedIn (no LINKEDIN_CLIENT_ID): an in-app consent page (/sandbox/linkedin/authorize) that signs in
// as the Postloom user, their own profile and a sample Company Page named after the brand, and feeds kept in the
// database and shown at /sandbox/linkedin/<account>. Tokens last 60 days as LinkedIn's do, "Remove Postloom's
// access" on a feed page revokes them, and refusals come in LinkedIn's error shape, so the same connect and
// publish code runs as in production.
import "server-only";
import { db } from "@/lib/db";
import { characterCount } from "../counting";
import {
  createSandboxCode as createSandboxCodeOf,
  sandboxChannelImage,
  sandboxEngagement,
  sandboxFollowers,
  sandboxTimeZone,
  takeSandboxCode,
} from "../sandbox-shared";
import { LINKEDIN_FACTS } from "./facts";
import { linkedInError, loginRefused } from "./linkedin-error";
import { fromLittleText, toLittleText } from "./little-text";
import { isOrganization, LINKEDIN_CALLBACK_PATH, MEMBER_SCOPES, ORGANIZATION_SCOPES, type LinkedInApi, type LinkedInAuthor } from "./types";

const PLATFORM = LINKEDIN_FACTS.key;
const TOKEN = "sandbox-linkedin";
const TOKEN_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000;
/** The most images a multi-image post holds. */
const MAX_IMAGES = 20;

export const SANDBOX_MEMBER = "urn:li:person:sandbox-member";
export const SANDBOX_COMPANY = "urn:li:organization:sandbox-company";

/** The code the sandbox consent page hands to the callback for this Postloom user. */
export const createSandboxCode = (userId: string) => createSandboxCodeOf("linkedin", userId);

/** The sandbox's authors for one Postloom user: their profile, and a Company Page named after their brand. */
export async function sandboxAuthorsOf(userId: string): Promise<LinkedInAuthor[]> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { name: true, businessProfile: { select: { businessName: true } } } });
  const brand = user?.businessProfile?.businessName?.trim() || "Your Brand";
  return [
    { urn: SANDBOX_MEMBER, name: `${user?.name?.trim() || "You"} (sandbox profile)`, pictureUrl: null, kind: "person" },
    { urn: SANDBOX_COMPANY, name: `${brand} (sandbox company page)`, pictureUrl: null, kind: "organization" },
  ];
}

const isSandboxAuthor = (urn: string) => urn === SANDBOX_MEMBER || urn === SANDBOX_COMPANY;

const refusal = (status: number, code: string, message: string, serviceErrorCode?: number) =>
  linkedInError(status, { status, serviceErrorCode, code, message });

/**
 * The Postloom user a sandbox token was given to, while it has not expired and they have not removed Postloom's
 * access since it was issued; LinkedIn's 401 for anything else.
 */
async function tokenOwner(token: string): Promise<{ userId: string; issuedAt: number }> {
  const [prefix, userId, issued] = token.split(":");
  const issuedAt = Number(issued);
  if (prefix !== TOKEN || !userId || !Number.isSafeInteger(issuedAt)) throw refusal(401, "INVALID_ACCESS_TOKEN", "Invalid access token", 65600);
  if (Date.now() - issuedAt > TOKEN_LIFETIME_MS) throw refusal(401, "EXPIRED_ACCESS_TOKEN", "The token used in the request has expired", 65602);
  const revocation = await db.sandboxChannelRevocation.findUnique({ where: { userId_platform: { userId, platform: PLATFORM } }, select: { revokedAt: true } });
  if (revocation && revocation.revokedAt.getTime() >= issuedAt)
    throw refusal(401, "REVOKED_ACCESS_TOKEN", "The token used in the request has been revoked by the user", 65601);
  return { userId, issuedAt };
}

/** The sandbox feed's "Remove Postloom's access": every LinkedIn token of the user issued so far stops working. */
export async function revokeSandboxLinkedIn(userId: string): Promise<void> {
  const revokedAt = new Date();
  await db.sandboxChannelRevocation.upsert({
    where: { userId_platform: { userId, platform: PLATFORM } },
    create: { userId, platform: PLATFORM, revokedAt },
    update: { revokedAt },
  });
}

export function createSandboxApi(appUrl: string): LinkedInApi {
  const permalink = (author: string, id: number) => `${appUrl}${LINKEDIN_FACTS.sandboxFeed.path}/${encodeURIComponent(author)}#post-${id}`;
  const urnOf = (id: number) => `urn:li:share:${id}`;
  return {
    mode: "sandbox",
    organizations: true,

    authorizeUrl(state) {
      const query = new URLSearchParams({
        response_type: "code",
        client_id: "sandbox",
        redirect_uri: `${appUrl}${LINKEDIN_CALLBACK_PATH}`,
        state,
        scope: [...MEMBER_SCOPES, ...ORGANIZATION_SCOPES].join(" "),
      });
      return `${appUrl}/sandbox/linkedin/authorize?${query}`;
    },

    async exchangeCode(code, forUser) {
      if (!(await takeSandboxCode("linkedin", code, forUser))) throw loginRefused({ status: 400, code: "invalid_request" });
      const issuedAt = Date.now();
      return {
        accessToken: `${TOKEN}:${forUser}:${issuedAt}`,
        expiresAt: new Date(issuedAt + TOKEN_LIFETIME_MS),
        refreshToken: null,
        scopes: [...MEMBER_SCOPES, ...ORGANIZATION_SCOPES],
      };
    },

    async listAuthors(token) {
      return sandboxAuthorsOf((await tokenOwner(token)).userId);
    },

    async publish(token, author, post, { beforePublish }) {
      const { userId } = await tokenOwner(token);
      if (!isSandboxAuthor(author)) throw refusal(403, "ACCESS_DENIED", "Not enough permissions to post as this author", 100);
      const text = fromLittleText(post.commentary);
      const length = characterCount(text);
      if (length > LINKEDIN_FACTS.rules.maxCharacters) throw refusal(422, "UNPROCESSABLE_ENTITY", `/commentary :: length ${length} exceeds 3000`);
      if (post.images.length > MAX_IMAGES)
        throw refusal(422, "UNPROCESSABLE_ENTITY", `/content/multiImage/images :: ${post.images.length} images exceed ${MAX_IMAGES}`);
      beforePublish();
      const made = await db.sandboxChannelPost.create({
        data: {
          userId,
          platform: PLATFORM,
          accountId: author,
          text,
          images: {
            create: post.images.map((image, position) => ({
              position,
              data: Buffer.from(image.data),
              contentType: image.contentType,
              altText: image.altText ?? null,
            })),
          },
        },
        select: { id: true },
      });
      return { id: urnOf(made.id), permalink: permalink(author, made.id) };
    },

    async recentPosts(token, author, since, atMost) {
      const { userId } = await tokenOwner(token);
      const rows = await db.sandboxChannelPost.findMany({
        where: { userId, platform: PLATFORM, accountId: author, createdAt: { gte: since } },
        orderBy: { createdAt: "desc" },
        take: atMost,
        select: { id: true, text: true, createdAt: true },
      });
      // The feed keeps the text as shown; LinkedIn answers it as little text, which the channel reads back.
      return rows.map((row) => ({ id: urnOf(row.id), commentary: toLittleText(row.text), createdAt: row.createdAt, permalink: permalink(author, row.id) }));
    },

    async introspect(token) {
      try {
        const { issuedAt } = await tokenOwner(token);
        return { active: true, status: "active", expiresAt: new Date(issuedAt + TOKEN_LIFETIME_MS), scopes: [...MEMBER_SCOPES, ...ORGANIZATION_SCOPES] };
      } catch (error) {
        const revoked = (error as { details?: { code?: string } }).details?.code === "REVOKED_ACCESS_TOKEN";
        return { active: false, status: revoked ? "revoked" : "expired", expiresAt: null, scopes: [] };
      }
    },

    async engagement(token, postId) {
      const { userId } = await tokenOwner(token);
      const post = await sandboxPost(userId, postId);
      if (!post) throw refusal(404, "NOT_FOUND", `No social metadata for ${postId}`);
      const { reactions, comments } = sandboxEngagement(post, new Date(), await sandboxTimeZone(userId));
      return { reactions, comments };
    },

    async shareStatistics(token, author, postId) {
      if (!isOrganization(author)) return null;
      const { userId } = await tokenOwner(token);
      const post = await sandboxPost(userId, postId, author);
      if (!post) return { reach: 0, clicks: 0, shares: 0 };
      const { reach, clicks, shares } = sandboxEngagement(post, new Date(), await sandboxTimeZone(userId));
      return { reach, clicks, shares };
    },

    async followers(token, author) {
      if (!isOrganization(author)) return null;
      const { userId } = await tokenOwner(token);
      return sandboxFollowers(
        `${author}:${userId}`,
        await db.sandboxChannelPost.count({ where: { userId, platform: PLATFORM, accountId: author } }),
        new Date(),
      );
    },
  };
}

/** A sandbox post of the user's by its URN (and author, when given), with what its engagement is made from. */
function sandboxPost(userId: string, postId: string, author?: string) {
  const id = Number(postId.split(":").at(-1));
  if (!Number.isSafeInteger(id)) return null;
  return db.sandboxChannelPost.findFirst({ where: { id, userId, platform: PLATFORM, accountId: author }, select: { id: true, text: true, createdAt: true } });
}

/** What a sandbox feed shows: the signed-in user's posts as `author`, newest first, each with its images' alt texts in order. */
export async function listSandboxLinkedInPosts(userId: string, author: string, limit = 50) {
  return db.sandboxChannelPost.findMany({
    where: { userId, platform: PLATFORM, accountId: author },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { id: true, text: true, createdAt: true, images: { orderBy: { position: "asc" }, select: { position: true, altText: true } } },
  });
}

/** An image of one of the user's sandbox posts: its `position`th (from 0). */
export const getSandboxLinkedInImage = (userId: string, postId: number, position: number) => sandboxChannelImage(userId, PLATFORM, postId, position);
