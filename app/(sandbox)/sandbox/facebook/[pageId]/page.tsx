import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { MessageCircle, Share2, ThumbsUp } from "lucide-react";
import { FacebookIcon } from "@/components/social/facebook-icon";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { auth } from "@/lib/auth";
import { listSandboxPosts, sandboxEngagement, sandboxPagesOf } from "@/lib/channels/facebook/sandbox-api";
import { requireSandbox } from "@/lib/integrations/sandbox";
import { removePostloomAccess } from "./actions";

export const metadata: Metadata = { title: "Sandbox Facebook page" };
export const dynamic = "force-dynamic";

// What Postloom "posted" to a sample page in the sandbox: the signed-in user's posts, newest first.
export default async function SandboxFacebookPage({ params, searchParams }: PageProps<"/sandbox/facebook/[pageId]">) {
  requireSandbox("facebook");
  const { pageId } = await params;
  const removed = (await searchParams).removed === "1";
  const session = await auth();
  if (!session?.user) redirect("/login");
  const page = (await sandboxPagesOf(session.user.id)).find((p) => p.id === pageId);
  if (!page) notFound();
  const posts = await listSandboxPosts(session.user.id, page.id);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <FacebookIcon className="size-8" />
        <h1 className="text-2xl font-semibold tracking-tight">{page.name}</h1>
        <SandboxBadge service="facebook" />
      </div>
      <p className="mb-6 text-muted-foreground">
        The sandbox Facebook page: what Postloom posted here for you, newest first. Nothing here left this computer.{" "}
        <Link href="/dashboard" className="font-medium text-primary underline underline-offset-4">
          Back to the dashboard
        </Link>
      </p>
      <form action={removePostloomAccess} className="mb-6 flex flex-col gap-3 rounded-lg border bg-background p-4 sm:flex-row sm:items-center">
        <input type="hidden" name="pageId" value={page.id} />
        <p className="flex-1 text-sm text-muted-foreground" role={removed ? "status" : undefined}>
          {removed
            ? "Postloom's access to this page is removed. Its next check, or its next post here, finds it needs reconnecting."
            : "Try what happens when a page admin removes Postloom on Facebook: the dashboard shows the connection needs reconnecting."}
        </p>
        <Button type="submit" variant="outline" className="h-11">
          Remove Postloom&apos;s access
        </Button>
      </form>
      {posts.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-background p-8 text-center text-muted-foreground">
          No posts yet. Publish one from the Post Workspace and it appears here.
        </p>
      ) : (
        <ul className="space-y-4" aria-label="Page posts">
          {posts.map((post) => {
            const counts = sandboxEngagement(post.id);
            return (
              <li key={post.id} id={`post-${post.id}`} className="scroll-mt-4">
                <Card>
                  <CardHeader className="flex-row items-center gap-3 space-y-0">
                    <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
                      {page.name[0]}
                    </span>
                    <div>
                      <p className="font-medium">{page.name}</p>
                      <p className="text-xs text-muted-foreground">
                        <time dateTime={post.createdAt.toISOString()}>
                          {post.createdAt.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC
                        </time>
                      </p>
                    </div>
                  </CardHeader>
                  <CardContent className="space-y-3">
                    <p className="whitespace-pre-wrap break-words">{post.message}</p>
                    {post.photos.length > 0 && (
                      // One photo fills the post; several share it two to a row, as a multi-photo post shows them.
                      <div
                        className={post.photos.length > 1 ? "grid grid-cols-2 gap-1" : undefined}
                        aria-label={post.photos.length > 1 ? `${post.photos.length} photos` : undefined}
                        role={post.photos.length > 1 ? "group" : undefined}
                      >
                        {post.photos.map((photo, item) => (
                          <img
                            key={item}
                            src={`/api/sandbox/facebook/photos/${post.id}${item ? `?item=${item}` : ""}`}
                            alt={photo.altText ?? "Photo posted with this post"}
                            loading="lazy"
                            className={`w-full rounded-md object-cover ${post.photos.length > 1 ? "aspect-square" : "aspect-video"}`}
                          />
                        ))}
                      </div>
                    )}
                    {post.link && (
                      <a
                        href={post.link}
                        className="block truncate rounded-md border p-3 text-sm text-primary underline-offset-4 hover:underline"
                        rel="noreferrer nofollow"
                      >
                        {post.link}
                      </a>
                    )}
                    <div className="flex gap-4 border-t pt-3 text-sm text-muted-foreground">
                      <span className="flex items-center gap-1">
                        <ThumbsUp aria-hidden="true" className="size-4" /> {counts.reactions} reactions
                      </span>
                      <span className="flex items-center gap-1">
                        <MessageCircle aria-hidden="true" className="size-4" /> {counts.comments} comments
                      </span>
                      <span className="flex items-center gap-1">
                        <Share2 aria-hidden="true" className="size-4" /> {counts.shares} shares
                      </span>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
