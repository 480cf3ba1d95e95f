import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import { auth } from "@/lib/auth";
import { SHARE_COOKIE } from "@/lib/media/shares";
import { getPostForUser } from "@/lib/posts/get-post-for-user";
import { getWorkspaceContext } from "@/lib/posts/get-workspace-context";
import { PostWorkspace } from "./post-workspace";

export const metadata: Metadata = { title: "Post Workspace" };

/** The text of the owner's post `id` names, or null for anything else (another's post, no such post, not an id). */
async function exampleOf(userId: string, id: string): Promise<string | null> {
  const postId = Number(id);
  if (!Number.isSafeInteger(postId) || postId < 1) return null;
  return getPostForUser(userId, postId).then(
    (found) => found.content,
    (error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    },
  );
}

export default async function Page({ searchParams }: PageProps<"/post-generator">) {
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const { post, at, like } = await searchParams;
  // A future time from the calendar's "write a post for this day"; anything else is ignored.
  const scheduleAt = typeof at === "string" && !Number.isNaN(Date.parse(at)) && Date.parse(at) > Date.now() ? new Date(at).toISOString() : null;
  const context = await getWorkspaceContext(session.user.id, typeof post === "string" ? post : undefined);
  // Photos shared from the phone's gallery wait for a new post (app/share/route.ts).
  const sharedWaiting = post === undefined && (await cookies()).has(SHARE_COOKIE);
  // "Write another like this" (Insights): a new post, its instructions started from one of the owner's posts.
  const example = post === undefined && typeof like === "string" ? await exampleOf(session.user.id, like) : null;
  return (
    <PostWorkspace
      brandName={context.brandName}
      creditBalance={context.creditBalance}
      writer={context.writer}
      imageCost={context.imageCost}
      initialPost={context.post}
      scheduleAt={scheduleAt}
      sharedWaiting={sharedWaiting}
      example={example}
    />
  );
}
