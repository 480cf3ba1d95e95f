import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { GoogleIcon } from "@/components/social/google-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { auth } from "@/lib/auth";
import { listSandboxGooglePosts, sandboxGoogleRejectsNext, sandboxLocationsOf } from "@/lib/channels/google-business/sandbox-api";
import { chosenGoogleOptions } from "@/lib/channels/google-business/post-options";
import { GooglePostExtras } from "@/components/posts/google-post-extras";
import { requireSandbox } from "@/lib/integrations/sandbox";
import { RemoveAccessForm, SandboxFeedHeading, SandboxPhotos, SandboxPostCard, SandboxPostList } from "../../_components/sandbox-feed";
import { rejectNextGooglePost, removeGoogleAccess } from "./actions";

export const metadata: Metadata = { title: "Sandbox Google listing" };
export const dynamic = "force-dynamic";

// What Postloom posted to the owner's sandbox Business Profile location, as its Google listing shows the updates:
// the signed-in user's posts, newest first, with any Google's review took down marked so.
export default async function SandboxGoogleListing({ params, searchParams }: PageProps<"/sandbox/google/[location]">) {
  requireSandbox("googleBusiness");
  // The location's name (accounts/…/locations/…), as the address carries it (encoded or not).
  const { location: raw } = await params;
  const query = await searchParams;
  const session = await auth();
  if (!session?.user) redirect("/login");
  const location = (await sandboxLocationsOf(session.user.id)).find((candidate) => candidate.name === raw || encodeURIComponent(candidate.name) === raw);
  if (!location) notFound();
  const [posts, rejectsNext] = await Promise.all([
    listSandboxGooglePosts(session.user.id, location.name),
    sandboxGoogleRejectsNext(session.user.id, location.name),
  ]);

  return (
    <>
      <SandboxFeedHeading
        icon={<GoogleIcon className="size-8" />}
        title={location.title}
        service="googleBusiness"
        what="The sandbox Google Business Profile listing"
      />
      <RemoveAccessForm
        action={removeGoogleAccess}
        field={{ name: "location", value: location.name }}
        removed={query.removed === "1"}
        tryOut="Try what happens when you remove Postloom in your Google Account: the dashboard shows the connection needs reconnecting."
        done="Postloom's access to your Google Business Profile is removed. Its next check, or its next post here, finds it needs reconnecting."
      />
      <form action={rejectNextGooglePost} className="mb-6 flex flex-col gap-3 rounded-lg border bg-background p-4 sm:flex-row sm:items-center">
        <input type="hidden" name="location" value={location.name} />
        <p className="flex-1 text-sm text-muted-foreground" role={query.armed === "1" ? "status" : undefined}>
          {rejectsNext
            ? "Google's review will reject the next post made here, after accepting it. Postloom reads the post back and fails it with the reason."
            : "Try what happens when Google's review rejects a post after accepting it."}
        </p>
        <Button type="submit" variant="outline" className="h-11" disabled={rejectsNext}>
          Reject the next post
        </Button>
      </form>
      <SandboxPostList label="Google posts" count={posts.length}>
        {posts.map((post) => (
          <SandboxPostCard key={post.id} id={post.id} author={location.title} createdAt={post.createdAt} avatar={<GoogleIcon className="size-10" />}>
            {post.rejectedReason && (
              <p className="flex flex-wrap items-center gap-2 text-sm text-destructive">
                <Badge variant="destructive">Rejected</Badge> {post.rejectedReason}
              </p>
            )}
            <SandboxPhotos
              noun="photos"
              photos={post.images.map(() => ({ src: `/api/sandbox/google/photos/${post.id}`, alt: "Photo posted with this update" }))}
            />
            <p className="break-words whitespace-pre-wrap">{post.text}</p>
            <GooglePostExtras options={chosenGoogleOptions(post.details)} phone={location.phone} />
          </SandboxPostCard>
        ))}
      </SandboxPostList>
    </>
  );
}
