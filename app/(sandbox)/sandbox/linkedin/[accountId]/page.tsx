import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { LinkedInIcon } from "@/components/social/linkedin-icon";
import { auth } from "@/lib/auth";
import { listSandboxLinkedInPosts, sandboxAuthorsOf } from "@/lib/channels/linkedin/sandbox-api";
import { sandboxEngagement, sandboxTimeZone } from "@/lib/channels/sandbox-shared";
import { requireSandbox } from "@/lib/integrations/sandbox";
import { RemoveAccessForm, SandboxFeedHeading, SandboxFigures, SandboxPhotos, SandboxPostCard, SandboxPostList } from "../../_components/sandbox-feed";
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
  const [now, timeZone] = [new Date(), await sandboxTimeZone(session.user.id)];

  return (
    <>
      <SandboxFeedHeading
        icon={<LinkedInIcon className="size-8" />}
        title={author.name}
        service="linkedin"
        what={`The sandbox LinkedIn ${author.kind === "person" ? "profile" : "Company Page"}`}
      />
      <RemoveAccessForm
        action={removeLinkedInAccess}
        field={{ name: "accountId", value: author.urn }}
        removed={removed}
        tryOut="Try what happens when you remove Postloom in LinkedIn's settings: the dashboard shows the connection needs reconnecting."
        done="Postloom's access to your LinkedIn is removed. Its next check, or its next post here, finds it needs reconnecting."
      />
      <SandboxPostList label="LinkedIn posts" count={posts.length}>
        {posts.map((post) => (
          <SandboxPostCard
            key={post.id}
            id={post.id}
            author={author.name}
            createdAt={post.createdAt}
            avatar={
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-md bg-[#0A66C2] font-semibold text-white">
                {author.name[0]}
              </span>
            }
          >
            <p className="break-words whitespace-pre-wrap">{post.text}</p>
            <SandboxPhotos
              noun="images"
              photos={post.images.map((image) => ({
                src: `/api/sandbox/linkedin/images/${post.id}${image.position ? `?item=${image.position}` : ""}`,
                alt: image.altText ?? "Image posted with this post",
              }))}
            />
            <SandboxFigures counts={sandboxEngagement(post, now, timeZone)} shares={false} />
          </SandboxPostCard>
        ))}
      </SandboxPostList>
    </>
  );
}
