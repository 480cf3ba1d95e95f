import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Grid3x3 } from "lucide-react";
import { SandboxBadge } from "@/components/sandbox-badge";
import { InstagramIcon } from "@/components/social/instagram-icon";
import { auth } from "@/lib/auth";
import { sandboxPagesOf } from "@/lib/channels/facebook/sandbox-api";
import { sandboxInstagramFeed } from "@/lib/channels/instagram/sandbox-media";
import { requireSandbox } from "@/lib/integrations/sandbox";
import { InstagramPost, mediaSrc, postedAt } from "./instagram-post";

export const metadata: Metadata = { title: "Sandbox Instagram account" };
export const dynamic = "force-dynamic";

// What Postloom posted to a sandbox Instagram account, laid out as Instagram shows a profile: the signed-in
// user's posts, newest first, as a grid of squares that leads to each post, then the posts themselves
// (each one's permalink lands on it).
export default async function SandboxInstagramAccount({ params }: PageProps<"/sandbox/instagram/[accountId]">) {
  requireSandbox("facebook");
  const { accountId } = await params;
  const session = await auth();
  if (!session?.user) redirect("/login");
  const page = (await sandboxPagesOf(session.user.id)).find((p) => p.instagram.id === accountId);
  if (!page) notFound();
  const { username } = page.instagram;
  const { count, media } = await sandboxInstagramFeed({ userId: session.user.id, accountId: page.instagram.id });

  return (
    <>
      <header className="mb-6 flex items-center gap-5 sm:gap-8">
        <span aria-hidden="true" className="shrink-0 rounded-full bg-gradient-to-tr from-amber-400 via-pink-500 to-indigo-500 p-[3px]">
          <span className="flex size-20 items-center justify-center rounded-full border-4 border-background bg-muted text-3xl font-semibold uppercase sm:size-28 sm:text-4xl">
            {username.charAt(0)}
          </span>
        </span>
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <InstagramIcon className="size-6" />
            <h1 className="text-xl font-semibold tracking-tight break-all sm:text-2xl">@{username}</h1>
            <SandboxBadge service="facebook" />
          </div>
          <p>
            <span className="font-mono font-semibold">{count}</span> {count === 1 ? "post" : "posts"}
          </p>
        </div>
      </header>
      <p className="mb-8 text-sm text-muted-foreground">
        The sandbox Instagram account linked to {page.name}: what Postloom posted here for you, newest first. Nothing here left this computer.{" "}
        <Link href="/dashboard" className="font-medium text-primary underline underline-offset-4">
          Back to the dashboard
        </Link>
      </p>

      <h2 className="mb-4 flex items-center justify-center gap-2 border-t pt-4 text-xs font-semibold tracking-widest uppercase">
        <Grid3x3 aria-hidden="true" className="size-4" />
        Posts
      </h2>
      {media.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-background p-8 text-center text-muted-foreground">
          No posts yet. Choose this account when you publish from the Post Workspace, and the post appears here.
        </p>
      ) : (
        <>
          <ul className="grid grid-cols-3 gap-1" aria-label="Posts at a glance">
            {media.map((post) => (
              <li key={post.id}>
                <a
                  href={`#media-${post.id}`}
                  className="group block aspect-square overflow-hidden rounded-sm bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
                >
                  <img
                    src={mediaSrc(post.id)}
                    alt=""
                    loading="lazy"
                    className="size-full object-cover transition-opacity duration-150 group-hover:opacity-85 motion-reduce:transition-none"
                  />
                  <span className="sr-only">Go to the post of {postedAt(post.createdAt)}</span>
                </a>
              </li>
            ))}
          </ul>
          <ol className="mx-auto mt-8 max-w-lg space-y-6" aria-label="Posts">
            {media.map((post) => (
              <li key={post.id} id={`media-${post.id}`} className="scroll-mt-4 rounded-lg target:ring-[3px] target:ring-ring/50">
                <InstagramPost username={username} post={post} />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
