import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth";
import { SHARE_COOKIE } from "@/lib/media/shares";
import { getWorkspaceContext } from "@/lib/posts/get-workspace-context";
import { PostWorkspace } from "./post-workspace";

export const metadata: Metadata = { title: "Post Workspace" };

export default async function Page({ searchParams }: PageProps<"/post-generator">) {
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const { post, at } = await searchParams;
  // A future time from the calendar's "write a post for this day"; anything else is ignored.
  const scheduleAt = typeof at === "string" && !Number.isNaN(Date.parse(at)) && Date.parse(at) > Date.now() ? new Date(at).toISOString() : null;
  const context = await getWorkspaceContext(session.user.id, typeof post === "string" ? post : undefined);
  // Photos shared from the phone's gallery wait for a new post (app/share/route.ts).
  const sharedWaiting = post === undefined && (await cookies()).has(SHARE_COOKIE);
  return (
    <PostWorkspace
      brandName={context.brandName}
      creditBalance={context.creditBalance}
      writer={context.writer}
      imageCost={context.imageCost}
      initialPost={context.post}
      scheduleAt={scheduleAt}
      sharedWaiting={sharedWaiting}
    />
  );
}
