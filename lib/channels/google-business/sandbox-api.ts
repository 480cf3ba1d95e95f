// The sandbox Google Business Profile (no GOOGLE_BUSINESS_CLIENT_ID): an in-app consent page
// (/sandbox/google-business/authorize) that signs in as the Postloom user, two locations named after their brand
// (one verified, one Google hasn't verified yet), and listings kept in the database and shown at
// /sandbox/google/<location>. A post's photo is fetched from its link and checked as Google checks it; the listing's
// "Reject the next post" stands in for Google's review, and "Remove Postloom's access" revokes the grant. Refusals
// come in Google's error shape, so the same connect and publish code runs as in production.
import "server-only";
import sharp from "sharp";
import { db } from "@/lib/db";
import { characterCount } from "../counting";
import { createSandboxCode as createSandboxCodeOf, sandboxChannelImage, sandboxEngagement, sandboxTimeZone, takeSandboxCode } from "../sandbox-shared";
import { GOOGLE_BUSINESS_FACTS } from "./facts";
import { googleError, loginRefused, tokenError } from "./google-error";
import { BUSINESS_SCOPE, GOOGLE_BUSINESS_CALLBACK_PATH, type GoogleBusinessApi, type GoogleLocalPost, type GoogleLocation } from "./types";

const PLATFORM = GOOGLE_BUSINESS_FACTS.key;
const TOKEN = "sandbox-google-business";
const ACCOUNT = "accounts/sandbox";
/** What Google takes of a photo: JPEG or PNG, 10 KB to 5 MB, at least 250 pixels a side. */
const PHOTO_BYTES = { min: 10 * 1024, max: 5 * 1024 * 1024 };
const MIN_PHOTO_SIDE = 250;
const FETCH_TIMEOUT_MS = 10_000;

export const SANDBOX_LOCATION = `${ACCOUNT}/locations/1`;
export const SANDBOX_UNVERIFIED_LOCATION = `${ACCOUNT}/locations/2`;

/** What the sandbox's review says of a post the listing's "Reject the next post" takes down. */
export const SANDBOX_REJECTION = "The post does not follow the Business Profile content policy.";

/** The code the sandbox consent page hands to the callback for this Postloom user. */
export const createSandboxCode = (userId: string) => createSandboxCodeOf("google-business", userId);

/** The sandbox's locations for one Postloom user, named after their brand: one verified (with a phone), one not. */
export async function sandboxLocationsOf(userId: string): Promise<GoogleLocation[]> {
  const profile = await db.businessProfile.findUnique({ where: { userId }, select: { businessName: true } });
  const brand = profile?.businessName?.trim() || "Your Brand";
  return [
    { name: SANDBOX_LOCATION, title: `${brand} (sandbox listing)`, account: brand, phone: "+1 555 0100", canPost: true },
    { name: SANDBOX_UNVERIFIED_LOCATION, title: `${brand}, second location (sandbox, not verified)`, account: brand, phone: null, canPost: false },
  ];
}

const refusal = (status: number, code: string, message: string, fieldViolation?: { field: string; description: string }) =>
  googleError(status, {
    error: {
      code: status,
      status: code,
      message,
      ...(fieldViolation && { details: [{ "@type": "type.googleapis.com/google.rpc.BadRequest", fieldViolations: [fieldViolation] }] }),
    },
  });
const invalid = (field: string, description: string) => refusal(400, "INVALID_ARGUMENT", "Request contains an invalid argument.", { field, description });

/** The Postloom user a sandbox grant was given to, while they have not removed Postloom's access since; Google's invalid_grant otherwise. */
async function grantOwner(token: string): Promise<string> {
  const [prefix, userId, issued] = token.split(":");
  const issuedAt = Number(issued);
  if (prefix !== TOKEN || !userId || !Number.isSafeInteger(issuedAt)) throw tokenError(400, { error: "invalid_grant" });
  const revocation = await db.sandboxChannelRevocation.findUnique({ where: { userId_platform: { userId, platform: PLATFORM } }, select: { revokedAt: true } });
  if (revocation && revocation.revokedAt.getTime() >= issuedAt) throw tokenError(400, { error: "invalid_grant" });
  return userId;
}

/** A location of the user's to post to; Google's refusals for one they don't manage or Google hasn't verified. */
async function postableLocation(userId: string, name: string): Promise<GoogleLocation> {
  const location = (await sandboxLocationsOf(userId)).find((candidate) => candidate.name === name);
  if (!location) throw refusal(403, "PERMISSION_DENIED", "The caller does not have permission");
  if (!location.canPost) throw refusal(400, "FAILED_PRECONDITION", "Location is not verified.");
  return location;
}

/** The photo at the link, as Google fetches and checks it; its bytes, or Google's refusal. */
async function fetchPhoto(url: string): Promise<{ data: Buffer; contentType: string }> {
  let data: Buffer;
  try {
    const reply = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (reply.status !== 200) throw new Error(`answered ${reply.status}`);
    data = Buffer.from(await reply.arrayBuffer());
  } catch (error) {
    throw invalid("media[0].source_url", `Could not fetch the photo at its source_url: ${error instanceof Error ? error.message : error}`);
  }
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!meta || (meta.format !== "jpeg" && meta.format !== "png")) throw invalid("media[0].source_url", "The photo is not a JPEG or PNG image.");
  if (data.length < PHOTO_BYTES.min || data.length > PHOTO_BYTES.max)
    throw invalid("media[0].source_url", `The photo has ${data.length} bytes; it must have 10 KB to 5 MB.`);
  if (meta.width < MIN_PHOTO_SIDE || meta.height < MIN_PHOTO_SIDE)
    throw invalid("media[0].source_url", `The photo is ${meta.width}x${meta.height} pixels; it must be at least 250x250.`);
  return { data, contentType: `image/${meta.format}` };
}

/** The sandbox listing's "Remove Postloom's access": the user's grants issued so far stop working. */
export async function revokeSandboxGoogleBusiness(userId: string): Promise<void> {
  const revokedAt = new Date();
  await db.sandboxChannelRevocation.upsert({
    where: { userId_platform: { userId, platform: PLATFORM } },
    create: { userId, platform: PLATFORM, revokedAt },
    update: { revokedAt },
  });
}

/** The sandbox listing's "Reject the next post": Google's review takes the next post made on the location down. */
export async function rejectNextSandboxGooglePost(userId: string, location: string): Promise<void> {
  const key = { userId, platform: PLATFORM, accountId: location };
  await db.sandboxChannelReview.upsert({ where: { userId_platform_accountId: key }, create: { ...key, reason: SANDBOX_REJECTION }, update: {} });
}

/** Whether the next post made on the location will be rejected. */
export async function sandboxGoogleRejectsNext(userId: string, location: string): Promise<boolean> {
  return (await db.sandboxChannelReview.count({ where: { userId, platform: PLATFORM, accountId: location } })) > 0;
}

const postSelect = { id: true, accountId: true, text: true, rejectedReason: true, createdAt: true } as const;

/** The user's sandbox post of this name (…/localPosts/<id>); Google's 404 for any other. */
async function ownPost(userId: string, name: string) {
  const id = Number(name.split("/").at(-1));
  const row = Number.isSafeInteger(id) ? await db.sandboxChannelPost.findFirst({ where: { id, userId, platform: PLATFORM }, select: postSelect }) : null;
  if (!row) throw refusal(404, "NOT_FOUND", "Requested entity was not found.");
  return row;
}

export function createSandboxApi(appUrl: string): GoogleBusinessApi {
  const listingUrl = (location: string, id: number) => `${appUrl}${GOOGLE_BUSINESS_FACTS.sandboxFeed.path}/${encodeURIComponent(location)}#post-${id}`;
  const postOf = (row: { id: number; accountId: string; text: string; rejectedReason: string | null; createdAt: Date }): GoogleLocalPost => ({
    name: `${row.accountId}/localPosts/${row.id}`,
    summary: row.text,
    state: row.rejectedReason ? "REJECTED" : "LIVE",
    createdAt: row.createdAt,
    searchUrl: listingUrl(row.accountId, row.id),
  });

  return {
    mode: "sandbox",

    authorizeUrl(state) {
      const query = new URLSearchParams({
        response_type: "code",
        client_id: "sandbox",
        redirect_uri: `${appUrl}${GOOGLE_BUSINESS_CALLBACK_PATH}`,
        scope: BUSINESS_SCOPE,
        access_type: "offline",
        prompt: "consent",
        state,
      });
      return `${appUrl}/sandbox/google-business/authorize?${query}`;
    },

    async exchangeCode(code, forUser) {
      if (!(await takeSandboxCode("google-business", code, forUser))) throw loginRefused();
      return { refreshToken: `${TOKEN}:${forUser}:${Date.now()}`, scopes: [BUSINESS_SCOPE] };
    },

    async grantedScopes(token) {
      await grantOwner(token);
      return [BUSINESS_SCOPE];
    },

    async listLocations(token) {
      return sandboxLocationsOf(await grantOwner(token));
    },

    async findLocation(token, location) {
      return (await sandboxLocationsOf(await grantOwner(token))).find((candidate) => candidate.name === location) ?? null;
    },

    async createPost(token, location, draft, { beforePublish }) {
      const userId = await grantOwner(token);
      const place = await postableLocation(userId, location);
      if (draft.options.button?.action === "CALL" && !place.phone)
        throw invalid("call_to_action.action_type", "A CALL action needs a location with a primary phone number.");
      const length = characterCount(draft.summary);
      if (!draft.summary.trim()) throw invalid("summary", "A STANDARD post needs a summary.");
      if (length > GOOGLE_BUSINESS_FACTS.rules.maxCharacters) throw invalid("summary", `The summary has ${length} characters; at most 1500.`);
      // Google fetches the photo before it answers: one it can't use refuses the whole post.
      const photo = draft.photoUrl ? await fetchPhoto(draft.photoUrl) : null;
      beforePublish();
      const made = await db.$transaction(async (tx) => {
        const review = await tx.sandboxChannelReview.deleteMany({ where: { userId, platform: PLATFORM, accountId: location } });
        return tx.sandboxChannelPost.create({
          data: {
            userId,
            platform: PLATFORM,
            accountId: location,
            text: draft.summary,
            details: draft.options,
            rejectedReason: review.count > 0 ? SANDBOX_REJECTION : null,
            ...(photo && { images: { create: [{ position: 0, data: new Uint8Array(photo.data), contentType: photo.contentType }] } }),
          },
          select: postSelect,
        });
      });
      // Google answers every new post as PROCESSING: its review comes after.
      return { ...postOf(made), state: "PROCESSING" };
    },

    async getPost(token, name) {
      return postOf(await ownPost(await grantOwner(token), name));
    },

    async insights(token, _location, name) {
      const userId = await grantOwner(token);
      const { views, clicks } = sandboxEngagement(await ownPost(userId, name), new Date(), await sandboxTimeZone(userId));
      return { views, clicks };
    },

    async recentPosts(token, location, since, atMost) {
      const userId = await grantOwner(token);
      const rows = await db.sandboxChannelPost.findMany({
        where: { userId, platform: PLATFORM, accountId: location, createdAt: { gte: since } },
        orderBy: { createdAt: "desc" },
        take: atMost,
        select: postSelect,
      });
      return rows.map(postOf);
    },
  };
}

/** What a sandbox listing shows: the signed-in user's posts on the location, newest first, each with whether it has its photo. */
export async function listSandboxGooglePosts(userId: string, location: string, limit = 50) {
  return db.sandboxChannelPost.findMany({
    where: { userId, platform: PLATFORM, accountId: location },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { id: true, text: true, details: true, rejectedReason: true, createdAt: true, images: { select: { position: true } } },
  });
}

/** The photo of one of the user's sandbox posts on Google. */
export const getSandboxGooglePhoto = (userId: string, postId: number) => sandboxChannelImage(userId, PLATFORM, postId, 0);
