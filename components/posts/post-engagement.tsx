"use client";
// Live engagement of a delivered post in the details dialog (the workspace preview keeps static counters).
import { useQuery } from "@tanstack/react-query";
import { MessageCircle, Share2, ThumbsUp } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { postKeys } from "@/lib/client/use-posts";
import { useFormat } from "@/lib/client/use-format";

type Engagement = { available: true; channel: string; reactions: number; comments: number; shares: number | null } | { available: false; reason: string };

export function PostEngagement({ postId }: { postId: number }) {
  const format = useFormat();
  const { data, isPending, isError } = useQuery({
    queryKey: [...postKeys.all, "engagement", postId],
    queryFn: async () => (await api.get<Engagement>(`/api/post/${postId}/engagement`)).object,
    staleTime: 60_000,
    refetchOnMount: "always",
  });
  return (
    <section aria-label={data?.available ? `Engagement on ${data.channel}` : "Engagement"} className="rounded-md border p-3">
      <h3 className="mb-2 text-sm font-medium">{data?.available ? `On ${data.channel} now` : "Engagement"}</h3>
      {isPending ? (
        <Skeleton className="h-5 w-48" />
      ) : isError || !data.available ? (
        <p className="text-sm text-muted-foreground">{data && !data.available ? data.reason : "We couldn't load the figures just now."}</p>
      ) : (
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <li className="inline-flex items-center gap-1.5">
            <ThumbsUp aria-hidden="true" className="size-4 text-primary" />
            {format.count(data.reactions, "Reaction")}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <MessageCircle aria-hidden="true" className="size-4 text-primary" />
            {format.count(data.comments, "Comment")}
          </li>
          {data.shares !== null && (
            <li className="inline-flex items-center gap-1.5">
              <Share2 aria-hidden="true" className="size-4 text-primary" />
              {format.count(data.shares, "Share")}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
