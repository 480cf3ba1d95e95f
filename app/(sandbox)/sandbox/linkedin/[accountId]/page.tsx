import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { MessageSquareText, ThumbsUp } from "lucide-react";
import { LinkedInIcon } from "@/components/social/linkedin-icon";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { auth } from "@/lib/auth";
import { listSandboxLinkedInPosts, sandboxAuthorsOf } from "@/lib/channels/linkedin/sandbox-api";
import { sandboxEngagement } from "@/lib/channels/sandbox-shared";
import { requireSandbox } from "@/lib/integrations/sandbox";
import { removeLinkedInAccess } from "./actions";

export const metadata: Metadata = { title: "Sandbox LinkedIn feed" };
export const dynamic = "force-dynamic";

// What Postloom posted as the owner's sandbox profile or Company Page: the signed-in user's posts, newest first.
export default async function SandboxLinkedInFeed({ params, searchParams }: PageProps<"/sandbox/linkedin/[accountId]">) {
  requireSandbox("linkedin");
  // The account's URN, as the address carries it (encoded or not).
  const { accountId } = await params;
  const removed = (await searchParams).removed === "1";
  const session = await auth();
  if (!session?.user) redirect("/login");
  const author = (await sandboxAuthorsOf(session.user.id)).find((candidate) => candidate.urn === accountId || encodeURIComponent(candidate.urn) === accountId);
  if (!author) notFound();
  const posts = await listSandboxLinkedInPosts(session.user.id, author.urn);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <LinkedInIcon className="size-8" />
        <h1 className="text-2xl font-semibold tracking-tight">{author.name}</h1>
        <SandboxBadge service="linkedin" />
      </div>
      <p className="mb-6 text-muted-foreground">
        The sandbox LinkedIn {author.kind === "person" ? "profile" : "Company Page"}: what Postloom posted here for you, newest first. Nothing here left this
        computer.{" "}
        <Link href="/dashboard" className="font-medium text-primary underline underline-offset-4">
          Back to the dashboard
        </Link>
      </p>
      <form action={removeLinkedInAccess} className="mb-6 flex flex-col gap-3 rounded-lg border bg-background p-4 sm:flex-row sm:items-center">
        <input type="hidden" name="accountId" value={author.urn} />
        <p className="flex-1 text-sm text-muted-foreground" role={removed ? "status" : undefined}>
          {removed
            ? "Postloom's access to your LinkedIn is removed. Its next check, or its next post here, finds it needs reconnecting."
            : "Try what happens when you remove Postloom in LinkedIn's settings: the dashboard shows the connection needs reconnecting."}
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
        <ul className="space-y-4" aria-label="LinkedIn posts">
          {posts.map((post) => {
            const counts = sandboxEngagement(post.id);
            return (
              <li key={post.id} id={`post-${post.id}`} className="scroll-mt-4">
                <Card>
                  <CardHeader className="flex-row items-center gap-3 space-y-0">
                    <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-md bg-[#0A66C2] font-semibold text-white">
                      {author.name[0]}
                    </span>
                    <div>
                      <p className="font-medium">{author.name}</p>
                      <p className="text-xs text-muted-foreground">
                        <time dateTime={post.createdAt.toISOString()}>
                          {post.createdAt.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC
                        </time>
                      </p>
                    </div>
                  </CardHeader>
                  <CardContent className="space-y-3">
                    <p className="break-words whitespace-pre-wrap">{post.text}</p>
                    {post.images.length > 0 && (
                      <div
                        className={post.images.length > 1 ? "grid grid-cols-2 gap-1" : undefined}
                        aria-label={post.images.length > 1 ? `${post.images.length} images` : undefined}
                        role={post.images.length > 1 ? "group" : undefined}
                      >
                        {post.images.map((image) => (
                          <img
                            key={image.position}
                            src={`/api/sandbox/linkedin/images/${post.id}${image.position ? `?item=${image.position}` : ""}`}
                            alt={image.altText ?? "Image posted with this post"}
                            loading="lazy"
                            className={`w-full rounded-md object-cover ${post.images.length > 1 ? "aspect-square" : "aspect-video"}`}
                          />
                        ))}
                      </div>
                    )}
                    <div className="flex gap-4 border-t pt-3 text-sm text-muted-foreground">
                      <span className="flex items-center gap-1">
                        <ThumbsUp aria-hidden="true" className="size-4" /> {counts.reactions} reactions
                      </span>
                      <span className="flex items-center gap-1">
                        <MessageSquareText aria-hidden="true" className="size-4" /> {counts.comments} comments
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
