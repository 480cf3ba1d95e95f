// How a written draft is saved: in the one statement that settles its credits, so there is never a post without
// its charge nor a charge without its post. A new draft is saved as GENERATED (saveAsDraft); a plan's item and the
// three options save theirs their own way (a DraftSaver).
import "server-only";
import { settlement } from "@/lib/credits/ledger";
import { db, PREPARED } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { GeneratedPost } from "./create-draft-post";
import { imageUrlFor } from "./image-url";
import type { DraftRequest } from "@/lib/posts/schemas/draft";

/** A draft once written and charged, about to be saved (in the statement that settles its credits). */
export type WrittenDraft = { text: string; imageId: string | null; cost: number; writer: string; request: DraftRequest };

/**
 * How a written draft is saved, in the one statement that settles its credits (`settlement` in
 * lib/credits/ledger.ts). `save(draft, settled)` gives, `settled` being the condition that holds once the credits
 * are settled:
 * - `post`: one INSERT or UPDATE of the post that writes only while `settled` holds, RETURNING "id", "content",
 *   "imageUrl";
 * - `before`: common table expressions the post's statement reads (a plan's item marked written);
 * - `after(saved)`: those that follow from the saved post, `saved` being its rows (its deliveries).
 * `gate` holds those ahead of the settlement and the condition it waits on (a plan's item still held), and
 * `unsaved` says why nothing was saved when the gate was shut. A saver's own names stay in its fragments, and
 * `saveSettled` names the rest, so no fragment refers to another module's names.
 */
export type DraftSaver = {
  save(draft: WrittenDraft, settled: Prisma.Sql): { post: Prisma.Sql; before?: Prisma.Sql; after?: (saved: Prisma.Sql) => Prisma.Sql };
  gate?: { ctes: Prisma.Sql; when: Prisma.Sql };
  unsaved?: () => Promise<Error>;
};

/** The one statement that settles a written draft's credits and saves it: the saved post and the balance after, or nothing. */
export async function saveSettled(userId: string, reference: string, saver: DraftSaver, draft: WrittenDraft) {
  const { ctes, settled, balance } = settlement(userId, reference, draft.cost, saver.gate?.when);
  const { post, before, after } = saver.save(draft, settled);
  const saved = Prisma.raw(`saved`);
  const [row] = await db.$queryRaw<(Omit<GeneratedPost, "writer"> & { balance: number })[]>`${PREPARED}
    WITH ${saver.gate ? Prisma.sql`${saver.gate.ctes},` : Prisma.empty} ${ctes},
      ${before ? Prisma.sql`${before},` : Prisma.empty}
      ${saved} AS (${post})
      ${after ? Prisma.sql`, ${after(saved)}` : Prisma.empty}
    SELECT ${saved}."id", ${saved}."content", ${saved}."imageUrl", ${balance} AS "balance" FROM ${saved}`;
  return row;
}

/** The common table expression that gives the saved post (`saved`) its photos, in order (checked as the owner's before). */
export const postPhotosInserted = (saved: Prisma.Sql, photoIds: string[]) => Prisma.sql`photos AS (
  INSERT INTO "PostPhoto" ("postId", "photoId", "position")
  SELECT s."id", p."id", p."place" - 1 FROM ${saved} s, unnest(${photoIds}::text[]) WITH ORDINALITY AS p("id", "place"))`;

/**
 * The usual way a draft is saved: a new post, GENERATED, keeping the writer's text beside the owner's edits to come,
 * with the owner's photos it was written for (checked as theirs before it was written).
 */
export function saveAsDraft(userId: string): DraftSaver {
  return {
    save: ({ text, imageId, cost, writer, request }, settled) => ({
      post: Prisma.sql`
        INSERT INTO "Post" ("userId", "content", "originalContent", "imageId", "imageUrl", "status", "cost", "writer", "request", "createdAt", "updatedAt")
        SELECT ${userId}, ${text}, ${text}, ${imageId}, ${imageId && imageUrlFor(imageId)}, 'GENERATED', ${cost}, ${writer}, ${JSON.stringify(request)}::jsonb, now(), now()
        WHERE ${settled}
        RETURNING "id", "content", "imageUrl"`,
      after: request.photoIds?.length ? (saved) => postPhotosInserted(saved, request.photoIds!) : undefined,
    }),
  };
}
