"use client";
// A delivery being sent, in Post Details: while its runner is heard from it is simply under way; once the runner
// goes quiet the owner is told it may have stopped and from when they can cancel or change the post (when it is
// known to have stopped: lib/posts/claim-state.ts); after that, that they can, and that the page is checked.
import { LoaderCircle, TriangleAlert } from "lucide-react";
import { useNow } from "@/lib/client/use-now";
import type { Post, PostPlatformEntry } from "@/lib/client/post-types";
import { useFormat } from "@/lib/client/use-format";
import { channelFacts, isChannelKey } from "@/lib/channels/facts";
import { PUBLISHING_QUIET_AFTER_MS } from "@/lib/posts/claim-timing";
import { platformLabel } from "./labels";

export function SendingDelivery({ post, entry }: { post: Post; entry: PostPlatformEntry }) {
  const format = useFormat();
  const now = useNow({ everyMs: 1_000 }).getTime();
  const name = platformLabel(entry.platform);
  const place = `your ${name} ${isChannelKey(entry.platform) ? channelFacts(entry.platform).place : "page"}`;
  const { publishing } = post;
  const quiet = !publishing || now - new Date(publishing.heardAt).getTime() >= PUBLISHING_QUIET_AFTER_MS;

  if (!quiet) {
    return (
      <p className="mt-2 flex gap-2 text-muted-foreground" data-testid="delivery-sending">
        <LoaderCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 motion-safe:animate-spin" />
        <span>Sending to {place} now.</span>
      </p>
    );
  }
  const stopped = !publishing || now >= new Date(publishing.stopsAt).getTime();
  return (
    <p className="mt-2 flex gap-2" data-testid="delivery-stalled" role="status">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>
        {stopped
          ? `Publishing stopped before ${name} answered. You can cancel or change this post now, and we'll check ${place} for it.`
          : `We haven't heard from publishing since ${format.time(publishing.heardAt)}, so it may have stopped before ${name} answered. If it hasn't finished by ${format.time(publishing.stopsAt)}, you can cancel or change this post then, and we'll check ${place} for it.`}
      </span>
    </p>
  );
}
