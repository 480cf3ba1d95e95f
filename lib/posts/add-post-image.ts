// An image for a post written without one (POST /api/post/{id}/image): Instagram takes no post without a
// picture, so the publish dialog offers to make one. It is charged like a draft's image (IMAGE_CREDIT_COST),
// reserved before the image service is called and settled with the post's change in one transaction; an
// image that can't be made costs nothing.
import "server-only";
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import { reserveCredits, settleReservation } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { getImageMaker, type ImageMaker } from "@/lib/integrations/image";
import { loadBrief } from "./create-draft-post";
import { makeImage } from "./make-post-image";
import { imageUrlFor } from "./image-url";
import { postViewSelect, toPostViewOf, type PostView } from "./post-view";
import { draftRequestSchema } from "@/lib/posts/schemas/draft";
import { DRAFT_FORM_DEFAULTS, TEXT_LIMIT } from "./draft-fields";

const NOT_FOUND = "We couldn't find that post.";
/** Only a post that is still a draft can change its picture: a scheduled or sent one keeps what it has. */
export const IMAGE_LOCKED = "This post is scheduled or already sent, so its image can't change now.";
const NO_IMAGE = "We couldn't make an image just now. Nothing was charged; please try again.";

export type AddPostImageResult = { post: PostView; remainingCreditAmount: number | null };

export async function addPostImage(userId: string, postId: number, deps: { imageMaker?: ImageMaker } = {}): Promise<AddPostImageResult> {
  const post = await db.post.findFirst({
    where: { id: postId, userId },
    select: { content: true, request: true, imageId: true, status: true, _count: { select: { photos: true } } },
  });
  if (!post) throw new AppError("NOT_FOUND", NOT_FOUND);
  // A post with pictures (an AI image, or the owner's photos) needs none made.
  if (post.imageId || post._count.photos) return { post: await viewOf(postId), remainingCreditAmount: null };
  if (post.status !== "GENERATED" && post.status !== "FAILED") throw new AppError("CONFLICT", IMAGE_LOCKED);

  // The draft's own request, or, for text typed without generating, the text itself as the brief.
  const stored = draftRequestSchema.safeParse(post.request);
  const request = stored.success ? stored.data : draftRequestSchema.parse({ ...DRAFT_FORM_DEFAULTS, description: post.content.slice(0, TEXT_LIMIT) });
  const brief = await loadBrief(userId, request);
  const cost = env.IMAGE_CREDIT_COST;
  const reference = `image:${randomUUID()}`;
  await reserveCredits(userId, cost, reference);

  const imageId = await makeImage(userId, deps.imageMaker ?? getImageMaker(), brief, request, post.content).catch(async (error) => {
    await settleReservation(userId, reference, 0);
    throw error;
  });
  if (!imageId) {
    await settleReservation(userId, reference, 0);
    throw new AppError("SERVICE_UNAVAILABLE", NO_IMAGE);
  }
  const remainingCreditAmount = await db.$transaction(async (tx) => {
    // Only while it is still a draft without pictures: a second click, or a publish or photos meanwhile, is charged nothing.
    const changed = await tx.post.updateMany({
      where: { id: postId, userId, imageId: null, photos: { none: {} }, status: { in: ["GENERATED", "FAILED"] } },
      data: { imageId, imageUrl: imageUrlFor(imageId), cost: { increment: cost } },
    });
    if (changed.count === 0) await tx.generatedImage.delete({ where: { id: imageId } });
    return settleReservation(userId, reference, changed.count === 1 ? cost : 0, tx);
  });
  return { post: await viewOf(postId), remainingCreditAmount };
}

async function viewOf(postId: number): Promise<PostView> {
  return toPostViewOf(await db.post.findUniqueOrThrow({ where: { id: postId }, select: postViewSelect }));
}
