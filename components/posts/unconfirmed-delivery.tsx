"use client";
// A delivery whose outcome is unknown, in Post Details: while Postloom looks for the post on the page it says
// so; once it has looked, it says when, and the owner answers: "It's on my page" or "It's not there, send it
// again". Nothing is resent without that click.
import { Search, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import type { Post, PostPlatformEntry } from "@/lib/client/post-types";
import { useRefreshPosts } from "@/lib/client/use-posts";
import { platformLabel } from "./labels";

const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
const list = (items: string[]) => new Intl.ListFormat("en-US", { style: "long", type: "conjunction" }).format(items);

export function UnconfirmedDelivery({ post, entry, onResolved }: { post: Post; entry: PostPlatformEntry; onResolved: () => void }) {
  const refreshPosts = useRefreshPosts();
  const [pending, setPending] = useState<"published" | "resend" | null>(null);
  const page = `your ${platformLabel(entry.platform)} page`;

  async function answer(choice: "published" | "resend") {
    setPending(choice);
    try {
      const reply = await api.post(`/api/post/${post.id}/resolve`, { answer: choice });
      toast.success(reply.message);
      onResolved();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "That didn't work. Please try again.");
    }
    setPending(null);
    await refreshPosts();
  }

  if (entry.nextCheckAt) {
    return (
      <p className="mt-2 flex gap-2 text-muted-foreground" data-testid="unconfirmed-checking">
        <Search aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          We never heard back, so we&apos;re looking for this post on {page}
          {entry.checkedAt.length > 0 && ` (not there yet at ${list(entry.checkedAt.map(time))})`}. We&apos;ll look again at {time(entry.nextCheckAt)}, and ask
          you only if we can&apos;t find it.
        </span>
      </p>
    );
  }
  return (
    <div className="mt-2 space-y-3" data-testid="unconfirmed-ask">
      <p className="flex gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          {entry.checkedAt.length > 0 ? `We looked at ${page} at ${list(entry.checkedAt.map(time))} and did not find it.` : entry.errorMessage} Is it there?
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="min-h-11" disabled={pending !== null} onClick={() => void answer("published")}>
          {pending === "published" ? "Saving..." : "It's on my page"}
        </Button>
        <Button className="min-h-11" disabled={pending !== null} onClick={() => void answer("resend")}>
          {pending === "resend" ? "Sending..." : "It's not there, send it again"}
        </Button>
      </div>
    </div>
  );
}
