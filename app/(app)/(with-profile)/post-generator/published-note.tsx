"use client";
// A post that has gone out, reopened in the workspace: where it went and when (in the brand's zone), a link to
// each place, and 'Use as a new draft' where 'Post Now' would be (the server refuses a second publish).
import { CircleCheck, CopyPlus } from "lucide-react";
import { accountLabel, platformLabel } from "@/components/posts/labels";
import { ViewPostLink } from "@/components/posts/view-post-link";
import { Button } from "@/components/ui/button";
import type { Post } from "@/lib/client/post-types";
import { useFormat } from "@/lib/client/use-format";

export function PublishedNote({ post, busy, onUseAsDraft }: { post: Post; busy: boolean; onUseAsDraft: () => void }) {
  const format = useFormat();
  const sent = post.postPlatforms.filter((target) => target.status === "SUCCESS");
  return (
    <section aria-labelledby="published-title" className="space-y-3 rounded-lg border border-success/40 bg-success/5 p-4 text-sm">
      <h2 id="published-title" className="flex items-center gap-2 text-base font-semibold">
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        This post is published
      </h2>
      {sent.length > 0 ? (
        <ul className="space-y-2">
          {sent.map((target) => (
            <li key={target.id} data-testid="published-target" className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium break-words">
                {platformLabel(target.platform)}
                {target.accountName && ` · ${accountLabel(target.platform, target.accountName)}`}
              </span>
              {target.deliveredAt && (
                <time dateTime={target.deliveredAt} className="text-muted-foreground">
                  {format.dateTime(target.deliveredAt, true)}
                </time>
              )}
              {target.permalink && <ViewPostLink platform={target.platform} href={target.permalink} className="min-h-11" />}
            </li>
          ))}
        </ul>
      ) : (
        <p>Marked as published{post.publishedAt && ` on ${format.dateTime(post.publishedAt, true)}`}, without posting anywhere.</p>
      )}
      <p className="text-muted-foreground">Its text stays as it went out. To post it again, or to change it, start a new draft from it.</p>
      <Button className="h-11 w-full sm:w-auto" disabled={busy} onClick={onUseAsDraft}>
        <CopyPlus aria-hidden="true" />
        {busy ? "Making the draft..." : "Use as a new draft"}
      </Button>
    </section>
  );
}
