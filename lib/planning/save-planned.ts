// How a plan's item is saved: in the statement that settles its credits, only while the writer's claim on the
// item still holds (lib/posts/save-draft.ts has the contract).
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { imageUrlFor } from "@/lib/posts/image-url";
import { postPhotosInserted, type DraftSaver } from "@/lib/posts/save-draft";
import type { ItemClaim } from "./write-plan";

/** A writer whose claim was taken by another (its hold lapsed): it saves nothing. */
export class ClaimLost extends AppError {
  constructor() {
    super("CONFLICT", "Another writer took this item over.");
  }
}

export const APPROVED_BEFORE_REWRITE = "Approved before it was rewritten, so it keeps its text.";

/** A post approved while its rewrite was being written: the rewrite is dropped (and not charged). */
export class ApprovedMeanwhile extends AppError {
  constructor() {
    super("CONFLICT", APPROVED_BEFORE_REWRITE);
  }
}

/**
 * Saves a written item in the statement that settles its credits, if its claim still holds: the item's row locked
 * first (and, for a rewrite, its post's, while still proposed), so the credits are settled only then; then the
 * item marked written (for a new post, its id drawn), and the new PROPOSED post at its slot with a delivery waiting
 * for each target; or, for a rewrite, its post rewritten. One statement, so the owner's rows the post's triggers
 * lock (their post counts, their calendar's day, their balance) are held briefly when drafts are saved side by side.
 */
export function savePlanned(claim: ItemClaim): DraftSaver {
  const guard = Prisma.sql`"id" = ${claim.id} AND "attempt" = ${claim.attempt} AND "status" = 'WRITING' AND "claimedBy" = ${claim.runner}`;
  const written = Prisma.sql`"status" = 'WRITTEN', "error" = NULL, "rewrite" = false, "updatedAt" = clock_timestamp()`;
  const claimed = Prisma.sql`claim AS (SELECT "postId" FROM "PlanItem" WHERE ${guard} FOR UPDATE)`;
  if (claim.item.rewrite) {
    return {
      gate: {
        ctes: Prisma.sql`${claimed}, proposed AS (SELECT "id" FROM "Post" WHERE "id" = (SELECT "postId" FROM claim) AND "status" = 'PROPOSED' FOR UPDATE)`,
        when: Prisma.sql`EXISTS (SELECT 1 FROM proposed)`,
      },
      save: ({ text, imageId, cost, writer, request }, settled) => {
        const imageUrl = imageId && imageUrlFor(imageId);
        return {
          before: Prisma.sql`item AS (UPDATE "PlanItem" SET ${written} WHERE ${guard} AND ${settled})`,
          post: Prisma.sql`
            UPDATE "Post" SET "content" = ${text}, "originalContent" = ${text}, "cost" = "cost" + ${cost}, "writer" = ${writer}, "request" = ${JSON.stringify(request)}::jsonb,
              "imageId" = COALESCE(${imageId}, "imageId"), "imageUrl" = COALESCE(${imageUrl}, "imageUrl"), "updatedAt" = now()
            WHERE "id" = (SELECT "id" FROM proposed) AND ${settled}
            RETURNING "id", "content", "imageUrl"`,
        };
      },
      unsaved: async () =>
        (await db.planItem.count({ where: { id: claim.id, attempt: claim.attempt, status: "WRITING", claimedBy: claim.runner } }))
          ? new ApprovedMeanwhile()
          : new ClaimLost(),
    };
  }
  return {
    gate: { ctes: claimed, when: Prisma.sql`EXISTS (SELECT 1 FROM claim)` },
    // The item's reference to its post is checked once the statement is done, by which time the post exists.
    save: ({ text, imageId, cost, writer, request }, settled) => ({
      before: Prisma.sql`item AS (
        UPDATE "PlanItem" SET ${written}, "postId" = nextval(pg_get_serial_sequence('"Post"', 'id'))::int
        WHERE ${guard} AND ${settled}
        RETURNING "postId"
      )`,
      post: Prisma.sql`
        INSERT INTO "Post" ("id", "userId", "content", "originalContent", "imageId", "imageUrl", "status", "scheduledTime", "cost", "writer", "request", "createdAt", "updatedAt")
        SELECT item."postId", ${claim.userId}, ${text}, ${text}, ${imageId}, ${imageId && imageUrlFor(imageId)}, 'PROPOSED', ${claim.item.at}, ${cost}, ${writer}, ${JSON.stringify(request)}::jsonb, now(), now()
        FROM item
        RETURNING "id", "content", "imageUrl"`,
      after: (saved) => Prisma.sql`deliveries AS (
        INSERT INTO "PostPlatform" ("postId", "platform", "connectionId", "accountName", "status", "createdAt", "updatedAt")
        SELECT ${saved}."id", t."platform"::"Platform", t."id", t."accountName", 'PENDING', now(), now()
        FROM ${saved}, json_to_recordset(${JSON.stringify(claim.targets)}::json) AS t("id" int, "platform" text, "accountName" text)
      )${request.photoIds?.length ? Prisma.sql`, ${postPhotosInserted(saved, request.photoIds)}` : Prisma.empty}`,
    }),
    unsaved: async () => new ClaimLost(),
  };
}
