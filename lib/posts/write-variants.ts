// 'Give me 3 options' (issue 21): three texts written at once from one request, each from its own angle (the
// brief's variant), and at most one image, made with the first. Each option is a draft of its own to the credits
// (reserved together before anything is written, so the three are paid for or none is; settled as each is
// saved into the set). Choosing one makes it a post, and the choice is kept for the owner's voice.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { imageUrlFor } from "./image-url";
import { prepareDraftPost, type DraftDependencies, type PreparedDraft } from "./create-draft-post";
import type { DraftRequest } from "@/lib/posts/schemas/draft";

export const VARIANT_COUNT = 3;

export type VariantOptions = { id: string; options: { index: number; content: string }[]; imageUrl: string | null; remainingCreditAmount: number };

export async function writeVariants(
  userId: string,
  request: DraftRequest,
  deps: Omit<DraftDependencies, "reference" | "save" | "extend"> = {},
): Promise<VariantOptions> {
  const set = await db.variantSet.create({ data: { userId, texts: Array(VARIANT_COUNT).fill(""), request, cost: 0, writer: "" }, select: { id: true } });
  const drafts: PreparedDraft[] = [];
  try {
    for (let variant = 1; variant <= VARIANT_COUNT; variant++) {
      // The picture comes once, with the first option, and goes with whichever is chosen.
      const asked = { ...request, generateImage: request.generateImage && variant === 1 };
      drafts.push(
        await prepareDraftPost(userId, asked, {
          ...deps,
          extend: { variant },
          save: {
            save: ({ text, imageId, cost, writer }, settled) => ({
              post: Prisma.sql`
                UPDATE "VariantSet" SET "texts"[${variant}] = ${text}, "cost" = "cost" + ${cost}, "writer" = ${writer}, "imageId" = COALESCE(${imageId}, "imageId")
                WHERE "id" = ${set.id} AND ${settled}
                RETURNING ${variant}::int AS "id", ${text}::text AS "content", ${imageId && imageUrlFor(imageId)}::text AS "imageUrl"`,
            }),
          },
        }),
      );
    }
  } catch (error) {
    await Promise.all(drafts.map((draft) => draft.release()));
    await db.variantSet.delete({ where: { id: set.id } });
    throw error;
  }
  const written = await Promise.allSettled(drafts.map((draft) => draft.generate()));
  const results = written.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
  if (results.length === 0) {
    await db.variantSet.delete({ where: { id: set.id } });
    throw (written[0] as PromiseRejectedResult).reason;
  }
  // Every reservation came first; each settle since only gave back: the last balance is the largest.
  const remainingCreditAmount = Math.max(...results.map((r) => r.remainingCreditAmount));
  return {
    id: set.id,
    options: results.map(({ generatedPost }) => ({ index: generatedPost.id, content: generatedPost.content })),
    imageUrl: results.find((r) => r.generatedPost.imageUrl)?.generatedPost.imageUrl ?? null,
    remainingCreditAmount,
  };
}

/** The option the owner chose, as a new draft (GENERATED) carrying the set's cost; once per set. */
export async function chooseVariant(userId: string, setId: string, index: number) {
  return db.$transaction(async (tx) => {
    const [set] = await tx.$queryRaw<
      { texts: string[]; imageId: string | null; request: unknown; cost: number; writer: string; chosenPostId: number | null }[]
    >`
      SELECT "texts", "imageId", "request", "cost", "writer", "chosenPostId" FROM "VariantSet" WHERE "id" = ${setId} AND "userId" = ${userId} FOR UPDATE`;
    if (!set) throw new AppError("NOT_FOUND", "We couldn't find those options. Please write them again.");
    if (set.chosenPostId !== null) throw new AppError("CONFLICT", "You have chosen one of these options already.");
    const text = set.texts[index - 1];
    if (!text) throw new AppError("VALIDATION_ERROR", "Choose one of the options shown.", { fieldErrors: { index: ["Choose one of the options shown."] } });
    const post = await tx.post.create({
      data: {
        userId,
        content: text,
        originalContent: text,
        imageId: set.imageId,
        imageUrl: set.imageId && imageUrlFor(set.imageId),
        status: "GENERATED",
        cost: set.cost,
        writer: set.writer,
        request: set.request ?? undefined,
      },
      select: { id: true, content: true, imageUrl: true, writer: true },
    });
    await tx.variantSet.update({ where: { id: setId }, data: { chosenPostId: post.id } });
    await tx.voiceExample.create({ data: { userId, postId: post.id, kind: "CHOICE", ownerText: text } });
    return { id: post.id, content: post.content, imageUrl: post.imageUrl, writer: post.writer ?? set.writer };
  });
}
