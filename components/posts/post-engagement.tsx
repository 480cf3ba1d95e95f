"use client";
// Live engagement of a delivered post in the details dialog (the workspace preview keeps static counters): the
// figures its channel reports, and which of a feed's it doesn't (Google reports views and button clicks instead).
import { useQuery } from "@tanstack/react-query";
import { Eye, MessageCircle, MousePointerClick, Share2, ThumbsUp, type LucideIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { postKeys } from "@/lib/client/use-posts";
import { useFormat } from "@/lib/client/use-format";
import { reportedFigures, unreportedFeedFigures, type EngagementFigure, type EngagementFigures } from "@/lib/channels/engagement";

type Engagement = ({ available: true; channel: string } & EngagementFigures) | { available: false; reason: string };

const ICONS: Record<EngagementFigure, LucideIcon> = { reactions: ThumbsUp, comments: MessageCircle, shares: Share2, views: Eye, clicks: MousePointerClick };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function PostEngagement({ postId }: { postId: number }) {
  const format = useFormat();
  const { data, isPending, isError } = useQuery({
    queryKey: [...postKeys.all, "engagement", postId],
    queryFn: async () => (await api.get<Engagement>(`/api/post/${postId}/engagement`)).object,
    staleTime: 60_000,
    refetchOnMount: "always",
  });
  const missing = data?.available ? unreportedFeedFigures(data) : [];
  return (
    <section aria-label={data?.available ? `Engagement on ${data.channel}` : "Engagement"} className="rounded-md border p-3">
      <h3 className="mb-2 text-sm font-medium">{data?.available ? `On ${data.channel} now` : "Engagement"}</h3>
      {isPending ? (
        <Skeleton className="h-5 w-48" />
      ) : isError || !data.available ? (
        <p className="text-sm text-muted-foreground">{data && !data.available ? data.reason : "We couldn't load the figures just now."}</p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {reportedFigures(data).map(({ key, one, count }) => {
              const Icon = ICONS[key];
              return (
                <li key={key} className="inline-flex items-center gap-1.5">
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  {format.count(count, capitalised(one))}
                </li>
              );
            })}
          </ul>
          {missing.length > 0 && (
            <p className="mt-2 text-xs text-muted-foreground">
              {data.channel} doesn&apos;t report {missing.length > 1 ? `${missing.slice(0, -1).join(", ")} or ${missing.at(-1)}` : missing[0]} for posts.
            </p>
          )}
        </>
      )}
    </section>
  );
}
