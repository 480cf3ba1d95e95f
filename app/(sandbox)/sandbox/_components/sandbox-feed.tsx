// The pieces the sandbox page feeds (Facebook's, LinkedIn's) share: the heading with what the page is, the
// "Remove Postloom's access" form, the list of posts (or the word that there are none), a post as a card with who
// posted it and when, its photos, and its made-up figures.
import Link from "next/link";
import { MessageCircle, Share2, ThumbsUp } from "lucide-react";
import type { ReactNode } from "react";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { SandboxService } from "@/lib/sandbox";

export function SandboxFeedHeading({ icon, title, service, what }: { icon: ReactNode; title: string; service: SandboxService; what: string }) {
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        {icon}
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <SandboxBadge service={service} />
      </div>
      <p className="mb-6 text-muted-foreground">
        {what}: what Postloom posted here for you, newest first. Nothing here left this computer.{" "}
        <Link href="/dashboard" className="font-medium text-primary underline underline-offset-4">
          Back to the dashboard
        </Link>
      </p>
    </>
  );
}

/** The form that revokes Postloom's access, saying what that tries out, or, once done, what happens next. */
export function RemoveAccessForm({
  action,
  field,
  removed,
  tryOut,
  done,
}: {
  action: (formData: FormData) => Promise<void>;
  field: { name: string; value: string };
  removed: boolean;
  tryOut: string;
  done: string;
}) {
  return (
    <form action={action} className="mb-6 flex flex-col gap-3 rounded-lg border bg-background p-4 sm:flex-row sm:items-center">
      <input type="hidden" name={field.name} value={field.value} />
      <p className="flex-1 text-sm text-muted-foreground" role={removed ? "status" : undefined}>
        {removed ? done : tryOut}
      </p>
      <Button type="submit" variant="outline" className="h-11">
        Remove Postloom&apos;s access
      </Button>
    </form>
  );
}

/** One post of a sandbox feed: its author's mark and name, when it was posted, and what it holds. */
export function SandboxPostCard({
  id,
  avatar,
  author,
  createdAt,
  children,
}: {
  id: number;
  avatar: ReactNode;
  author: string;
  createdAt: Date;
  children: ReactNode;
}) {
  return (
    <li id={`post-${id}`} className="scroll-mt-4">
      <Card>
        <CardHeader className="flex-row items-center gap-3 space-y-0">
          {avatar}
          <div>
            <p className="font-medium">{author}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={createdAt.toISOString()}>
                {createdAt.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC
              </time>
            </p>
          </div>
        </CardHeader>
        <CardContent className="space-y-3">{children}</CardContent>
      </Card>
    </li>
  );
}

/** A post's photos: one fills the post; several share it two to a row, as a multi-photo post shows them. */
export function SandboxPhotos({ photos, noun }: { photos: { src: string; alt: string }[]; noun: "photos" | "images" }) {
  if (photos.length === 0) return null;
  const several = photos.length > 1;
  return (
    <div
      className={several ? "grid grid-cols-2 gap-1" : undefined}
      aria-label={several ? `${photos.length} ${noun}` : undefined}
      role={several ? "group" : undefined}
    >
      {photos.map((photo) => (
        <img
          key={photo.src}
          src={photo.src}
          alt={photo.alt}
          loading="lazy"
          className={`w-full rounded-md object-cover ${several ? "aspect-square" : "aspect-video"}`}
        />
      ))}
    </div>
  );
}

/** The feed's posts, newest first; or, with none, where they will come from. */
export function SandboxPostList({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  if (count === 0)
    return (
      <p className="rounded-lg border border-dashed bg-background p-8 text-center text-muted-foreground">
        No posts yet. Publish one from the Post Workspace and it appears here.
      </p>
    );
  return (
    <ul className="space-y-4" aria-label={label}>
      {children}
    </ul>
  );
}

/** A sandbox post's made-up figures: reactions and comments, and shares where the channel counts them. */
export function SandboxFigures({ counts, shares }: { counts: { reactions: number; comments: number; shares: number }; shares: boolean }) {
  return (
    <div className="flex gap-4 border-t pt-3 text-sm text-muted-foreground">
      <span className="flex items-center gap-1">
        <ThumbsUp aria-hidden="true" className="size-4" /> {counts.reactions} reactions
      </span>
      <span className="flex items-center gap-1">
        <MessageCircle aria-hidden="true" className="size-4" /> {counts.comments} comments
      </span>
      {shares && (
        <span className="flex items-center gap-1">
          <Share2 aria-hidden="true" className="size-4" /> {counts.shares} shares
        </span>
      )}
    </div>
  );
}
