import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { FacebookIcon } from "@/components/social/facebook-icon";
import { auth } from "@/lib/auth";
import { listSandboxPosts, sandboxPagesOf } from "@/lib/channels/facebook/sandbox-api";
import { sandboxEngagement, sandboxTimeZone } from "@/lib/channels/sandbox-shared";
import { requireSandbox } from "@/lib/integrations/sandbox";
import { RemoveAccessForm, SandboxFeedHeading, SandboxFigures, SandboxPhotos, SandboxPostCard, SandboxPostList } from "../../_components/sandbox-feed";
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
  const [now, timeZone] = [new Date(), await sandboxTimeZone(session.user.id)];

  return (
    <>
      <SandboxFeedHeading icon={<FacebookIcon className="size-8" />} title={page.name} service="facebook" what="The sandbox Facebook page" />
      <RemoveAccessForm
        action={removePostloomAccess}
        field={{ name: "pageId", value: page.id }}
        removed={removed}
        tryOut="Try what happens when a page admin removes Postloom on Facebook: the dashboard shows the connection needs reconnecting."
        done="Postloom's access to this page is removed. Its next check, or its next post here, finds it needs reconnecting."
      />
      <SandboxPostList label="Page posts" count={posts.length}>
        {posts.map((post) => (
          <SandboxPostCard
            key={post.id}
            id={post.id}
            author={page.name}
            createdAt={post.createdAt}
            avatar={
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
                {page.name[0]}
              </span>
            }
          >
            <p className="break-words whitespace-pre-wrap">{post.message}</p>
            <SandboxPhotos
              noun="photos"
              photos={post.photos.map((photo, item) => ({
                src: `/api/sandbox/facebook/photos/${post.id}${item ? `?item=${item}` : ""}`,
                alt: photo.altText ?? "Photo posted with this post",
              }))}
            />
            {post.link && (
              <a
                href={post.link}
                className="block truncate rounded-md border p-3 text-sm text-primary underline-offset-4 hover:underline"
                rel="noreferrer nofollow"
              >
                {post.link}
              </a>
            )}
            <SandboxFigures counts={sandboxEngagement({ ...post, text: post.message }, now, timeZone)} shares />
          </SandboxPostCard>
        ))}
      </SandboxPostList>
    </>
  );
}
