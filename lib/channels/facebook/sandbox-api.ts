// The sandbox Facebook (no FACEBOOK_APP_ID): an in-app OAuth dialog (/sandbox/facebook/dialog) that
// signs in as the Postloom user, two sample pages, and page feeds kept in the database and shown at
// /sandbox/facebook/<pageId>. Tokens and errors have the shape the real API's have, so the same
// connect and publish code runs.
import "server-only";
import { db } from "@/lib/db";
import { createSandboxCode as createSandboxCodeOf, sandboxEngagement, sandboxFollowers, sandboxTimeZone, takeSandboxCode } from "../sandbox-shared";
import { graphError, type FacebookError } from "./facebook-error";
import { isSandboxPageId, sandboxPageIdOfInstagram, sandboxPagesOf } from "./sandbox-pages";
import { FACEBOOK_CALLBACK_PATH, FACEBOOK_SCOPES, type FacebookApi, type FacebookImage } from "./types";

export { sandboxPagesOf };

const USER_TOKEN = "sandbox-user";
const PAGE_TOKEN = "sandbox-page";
const LONG_LIVED_MS = 60 * 24 * 60 * 60 * 1000;

/** The code the sandbox dialog hands to the callback for this Postloom user (lib/channels/sandbox-codes.ts). */
export const createSandboxCode = (userId: string) => createSandboxCodeOf("facebook", userId);

const invalidToken = () =>
  graphError(400, { error: { message: "Invalid OAuth access token - Cannot parse access token", type: "OAuthException", code: 190, fbtrace_id: "sandbox" } });

function userOf(token: string, kind: string): { userId: string; rest: string[] } {
  const [prefix, userId, ...rest] = token.split(":");
  if (prefix !== kind || !userId) throw invalidToken();
  return { userId, rest };
}

/** Graph's answer to a page token whose user lost their role on the page (190, subcode 492). */
const roleRemoved = () =>
  graphError(400, {
    error: {
      message: "The user must be an administrator, editor, or moderator of the page in order to impersonate it.",
      type: "OAuthException",
      code: 190,
      error_subcode: 492,
      fbtrace_id: "sandbox",
    },
  });

/** A sample page's token: whose it is, the page, and when it was issued (a revocation undoes older ones). */
function pageTokenOf(pageToken: string): { userId: string; pageId: string; issuedAt: number } {
  const { userId, rest } = userOf(pageToken, PAGE_TOKEN);
  const [pageId = "", issuedAt = "0"] = rest;
  return { userId, pageId, issuedAt: Number(issuedAt) || 0 };
}

/**
 * The Postloom user a sandbox page token was given to, when it is the token of that sample page and the
 * owner has not removed Postloom's access since it was issued; Graph's invalid-token error (190) for
 * anything else, as the real API answers a token that does not reach it.
 */
export async function sandboxPageTokenOwner(pageToken: string, pageId: string): Promise<string> {
  const token = pageTokenOf(pageToken);
  if (token.pageId !== pageId || !isSandboxPageId(pageId)) throw invalidToken();
  const revocation = await db.sandboxFacebookRevocation.findUnique({ where: { userId_pageId: { userId: token.userId, pageId } }, select: { revokedAt: true } });
  if (revocation && revocation.revokedAt.getTime() >= token.issuedAt) throw roleRemoved();
  return token.userId;
}

/** The sandbox page's "Remove Postloom's access": every token of it issued so far stops working. */
export async function revokeSandboxAccess(userId: string, pageId: string): Promise<void> {
  const revokedAt = new Date();
  await db.sandboxFacebookRevocation.upsert({ where: { userId_pageId: { userId, pageId } }, create: { userId, pageId, revokedAt }, update: { revokedAt } });
}

export function createSandboxApi(appUrl: string): FacebookApi {
  return {
    mode: "sandbox",

    dialogUrl(state) {
      const params = new URLSearchParams({
        client_id: "sandbox",
        redirect_uri: `${appUrl}${FACEBOOK_CALLBACK_PATH}`,
        state,
        scope: FACEBOOK_SCOPES.join(","),
        response_type: "code",
      });
      return `${appUrl}/sandbox/facebook/dialog?${params}`;
    },

    async exchangeCode(code, forUser) {
      if (!(await takeSandboxCode("facebook", code, forUser))) {
        throw graphError(400, {
          error: {
            message: "This authorization code has been used or has expired.",
            type: "OAuthException",
            code: 100,
            error_subcode: 36009,
            fbtrace_id: "sandbox",
          },
        });
      }
      return { accessToken: `${USER_TOKEN}:${forUser}:short`, expiresAt: new Date(Date.now() + 60 * 60 * 1000) };
    },

    async extendUserToken(userToken) {
      const { userId } = userOf(userToken, USER_TOKEN);
      return { accessToken: `${USER_TOKEN}:${userId}:long`, expiresAt: new Date(Date.now() + LONG_LIVED_MS) };
    },

    async listPages(userToken) {
      const { userId } = userOf(userToken, USER_TOKEN);
      return (await sandboxPagesOf(userId)).map((page) => ({
        id: page.id,
        name: page.name,
        accessToken: `${PAGE_TOKEN}:${userId}:${page.id}:${Date.now()}`,
        pictureUrl: null,
        instagram: { ...page.instagram, pictureUrl: null },
      }));
    },

    async publish(target, post, options = {}) {
      const userId = await sandboxPageTokenOwner(target.pageToken, target.pageId);
      const images = post.images ?? [];
      if (images.length > MAX_ATTACHED) throw tooManyAttached(images.length);
      const page = { userId, pageId: target.pageId };
      // Several photos: each uploaded unpublished first (shown nowhere), then the post that attaches them.
      const uploaded = images.length > 1 ? await Promise.all(images.map((image) => uploadUnpublished(page, image))) : [];
      options.beforePublish?.();
      const single = images.length === 1 ? images[0]! : null;
      const created = await db.$transaction(async (tx) => {
        const made = await tx.sandboxFacebookPost.create({
          data: {
            ...page,
            message: post.message,
            link: images.length ? null : (post.link ?? null),
            imageData: single && Buffer.from(single.data),
            imageType: single?.contentType ?? null,
            altText: single?.altText ?? null,
          },
          select: { id: true },
        });
        for (const [position, id] of uploaded.entries()) await tx.sandboxFacebookPhoto.update({ where: { id }, data: { postId: made.id, position } });
        return made;
      });
      return { id: `${target.pageId}_${created.id}`, permalink: `${appUrl}/sandbox/facebook/${target.pageId}#post-${created.id}` };
    },

    async recentPosts(target, since, atMost) {
      const { userId } = userOf(target.pageToken, PAGE_TOKEN);
      const rows = await db.sandboxFacebookPost.findMany({
        where: { userId, pageId: target.pageId, createdAt: { gte: since } },
        orderBy: { createdAt: "desc" },
        take: atMost,
        select: { id: true, message: true, createdAt: true },
      });
      return rows.map((row) => ({ id: `${target.pageId}_${row.id}`, message: row.message, createdTime: row.createdAt }));
    },

    // Page tokens made from a long-lived user token do not expire; every scope asked for was granted.
    async inspectToken(token) {
      const { pageId } = pageTokenOf(token);
      try {
        await sandboxPageTokenOwner(token, pageId);
      } catch (error) {
        const { code = null, subcode = null } = (error as FacebookError).details ?? {};
        return { isValid: false, expiresAt: null, dataAccessExpiresAt: null, scopes: [], error: { code, subcode, message: (error as Error).message } };
      }
      return { isValid: true, expiresAt: null, dataAccessExpiresAt: null, scopes: [...FACEBOOK_SCOPES], error: null };
    },

    async readAccount(token, accountId) {
      await sandboxPageTokenOwner(token, isSandboxPageId(accountId) ? accountId : (sandboxPageIdOfInstagram(accountId) ?? ""));
    },

    async engagement(target, postId) {
      const { post, userId } = await ownPost(target, postId);
      const { reactions, comments, shares } = sandboxEngagement({ ...post, text: post.message }, new Date(), await sandboxTimeZone(userId));
      return { reactions, comments, shares };
    },

    async postInsights(target, postId) {
      const { post, userId } = await ownPost(target, postId);
      const { reach, clicks } = sandboxEngagement({ ...post, text: post.message }, new Date(), await sandboxTimeZone(userId));
      return { reach, clicks };
    },

    async followers(token, accountId) {
      const pageId = isSandboxPageId(accountId) ? accountId : (sandboxPageIdOfInstagram(accountId) ?? "");
      const userId = await sandboxPageTokenOwner(token, pageId);
      const posts =
        pageId === accountId
          ? await db.sandboxFacebookPost.count({ where: { userId, pageId } })
          : await db.sandboxInstagramMedia.count({ where: { userId, accountId } });
      return sandboxFollowers(accountId, posts, new Date());
    },
  };
}

/** A sandbox page's post, as the page's token reads it; Graph's "does not exist" for one that isn't there. */
async function ownPost(target: { pageId: string; pageToken: string }, postId: string) {
  const { userId } = userOf(target.pageToken, PAGE_TOKEN);
  const id = Number(postId.split("_")[1]);
  const post = Number.isInteger(id)
    ? await db.sandboxFacebookPost.findFirst({ where: { id, userId, pageId: target.pageId }, select: { id: true, message: true, createdAt: true } })
    : null;
  if (!post) throw sandboxObjectNotFound(postId);
  return { post, userId };
}

/** Graph's answer to a read of an object that is not there (a post taken down): 100, subcode 33. */
export const sandboxObjectNotFound = (id: string) =>
  graphError(400, {
    error: {
      message: `Unsupported get request. Object with ID '${id}' does not exist`,
      type: "GraphMethodException",
      code: 100,
      error_subcode: 33,
      fbtrace_id: "sandbox",
    },
  });

/** The most photos a post attaches (`attached_media`). */
const MAX_ATTACHED = 10;
/** How long a photo uploaded unpublished waits for a post to attach it. */
const UNATTACHED_TTL_MS = 24 * 60 * 60_000;

/** Graph's refusal of a post attaching more photos than it takes. */
const tooManyAttached = (count: number) =>
  graphError(400, {
    error: {
      message: `(#100) A post can attach at most ${MAX_ATTACHED} photos; this one has ${count}.`,
      type: "OAuthException",
      code: 100,
      fbtrace_id: "sandbox",
    },
  });

/** POST /{page-id}/photos with published=false: a photo kept for a post to attach, dropping those never attached. */
async function uploadUnpublished(page: { userId: string; pageId: string }, image: FacebookImage): Promise<number> {
  await db.sandboxFacebookPhoto.deleteMany({ where: { userId: page.userId, postId: null, createdAt: { lt: new Date(Date.now() - UNATTACHED_TTL_MS) } } });
  const { id } = await db.sandboxFacebookPhoto.create({
    data: { ...page, imageData: Buffer.from(image.data), imageType: image.contentType, altText: image.altText ?? null },
    select: { id: true },
  });
  return id;
}

/** What the sandbox page feed shows: the signed-in user's posts to that page, newest first, each with its photos' alt texts in order. */
export async function listSandboxPosts(userId: string, pageId: string, limit = 50) {
  const posts = await db.sandboxFacebookPost.findMany({
    where: { userId, pageId },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: {
      id: true,
      message: true,
      link: true,
      imageType: true,
      altText: true,
      createdAt: true,
      photos: { orderBy: { position: "asc" }, select: { altText: true } },
    },
  });
  return posts.map(({ imageType, altText, photos, ...post }) => ({ ...post, photos: imageType ? [{ altText }] : photos }));
}

/** A photo of one of the user's sandbox posts: a photo post's, or a multi-photo post's `item`th (from 0). */
export async function getSandboxPhoto(userId: string, id: number, item = 0): Promise<{ imageData: Uint8Array; imageType: string } | null> {
  const post = await db.sandboxFacebookPost.findFirst({
    where: { id, userId },
    select: { imageData: true, imageType: true, photos: { where: { position: item }, select: { imageData: true, imageType: true } } },
  });
  if (post?.imageData && post.imageType) return item === 0 ? { imageData: post.imageData, imageType: post.imageType } : null;
  return post?.photos[0] ?? null;
}
