"use client";
// A plan being written, and then to approve: '4 of 9 written' as the drafts arrive (read again every couple of
// seconds; closing the page doesn't stop it), each draft with Approve, Edit (in the workspace), Regenerate (at its
// cost) and Discard; 'Approve all' schedules every proposed post into its slot. Out of credits, it says so and
// offers the plans.
import { Check, ExternalLink, RefreshCw, Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { PostStatusBadge } from "@/components/posts/post-badges";
import { coverOf } from "@/components/posts/post-pictures";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DialogFooter, STICKY_FOOTER } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { useFormat } from "@/lib/client/use-format";
import { useOpenInWorkspace } from "@/lib/client/use-open-in-workspace";
import { useChangePlan } from "@/lib/client/use-plans";
import type { ApproveAllReply, Plan, PlanItem } from "@/lib/planning/schemas";
import { POST_KIND_LABELS } from "@/lib/writing/post-kinds";
import { cn } from "@/lib/utils";
import { SlotTime } from "./slot-time";

/** "4 of 9 written": what the progress bar and the calendar's strip say. */
export const progressLabel = (plan: Plan) => `${plan.progress.written} of ${plan.progress.total} written`;

export function PlanReview({ plan }: { plan: Plan }) {
  const change = useChangePlan();
  const [busy, setBusy] = useState(false);
  const path = `/api/plans/${plan.id}`;
  const { progress } = plan;

  async function act(call: () => Promise<{ object: Plan; message?: string }>, failure: string) {
    setBusy(true);
    await change(call, failure);
    setBusy(false);
  }

  async function approveAll() {
    await act(async () => {
      const reply = await api.post<ApproveAllReply>(`${path}/approve`);
      return { object: reply.object.plan, message: reply.message };
    }, "We couldn't approve the posts. Please try again.");
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-2" aria-live="polite">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium" data-testid="plan-progress">
            {progressLabel(plan)}
          </span>
          {plan.status === "WRITING" && <Spinner label="Writing" className="size-4 text-muted-foreground" />}
        </div>
        <Progress value={progress.written} max={Math.max(progress.total, 1)} aria-label="Posts written" aria-valuetext={progressLabel(plan)} />
        <p className="text-sm text-muted-foreground">
          {plan.status === "WRITING"
            ? "You can close this: the posts go on being written and appear on the calendar as each is ready."
            : progress.proposed > 0
              ? "Proposed posts never go out until you approve them."
              : "Every post of this plan has been dealt with."}
        </p>
      </div>

      {progress.outOfCredits > 0 && (
        <div role="alert" className="rounded-lg border border-warning bg-warning/10 p-3 text-sm">
          Your credits ran out: {progress.outOfCredits} post{progress.outOfCredits === 1 ? " was" : "s were"} not written. What was written stays.{" "}
          <Link href="/subscription" className="font-medium text-primary underline underline-offset-4">
            Upgrade your plan
          </Link>{" "}
          and try them again.
        </div>
      )}

      <ol className="grid gap-3" aria-label="Planned posts">
        {plan.items.map((item) => (
          <ReviewRow key={item.id} item={item} zone={plan.timeZone} busy={busy} planPath={path} act={act} />
        ))}
      </ol>

      <DialogFooter className={STICKY_FOOTER}>
        <Button className="min-h-11" disabled={busy || progress.proposed === 0} onClick={() => void approveAll()}>
          <Check aria-hidden="true" />
          Approve all{progress.proposed > 0 ? ` (${progress.proposed})` : ""}
        </Button>
      </DialogFooter>
    </div>
  );
}

type Act = (call: () => Promise<{ object: Plan; message?: string }>, failure: string) => Promise<void>;

function ReviewRow({ item, zone, busy, planPath, act }: { item: PlanItem; zone: string; busy: boolean; planPath: string; act: Act }) {
  const path = `/api/plan-items/${item.id}`;
  const format = useFormat();
  const openInWorkspace = useOpenInWorkspace();
  const { post } = item;
  // A plan item carries its post's AI image only (lib/planning/schemas.ts).
  const cover = post && coverOf({ imageUrl: post.imageUrl, photos: [] });
  const proposed = post?.status === "PROPOSED";
  const working = item.status === "QUEUED" || item.status === "WRITING";
  return (
    <li className={cn("grid gap-2 rounded-lg border p-3", proposed && "border-dashed border-primary/60")} data-testid="plan-item" data-status={item.status}>
      <div className="flex flex-wrap items-center gap-2">
        <SlotTime at={item.at} zone={zone} />
        <Badge variant="outline">{POST_KIND_LABELS[item.kind]}</Badge>
        {post && <PostStatusBadge status={post.status} />}
        {post && <span className="ml-auto font-mono text-xs text-muted-foreground">{format.credits(post.cost)}</span>}
      </div>
      <p className="text-sm font-medium">{item.theme}</p>
      {working ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-3.5" label={item.status === "WRITING" ? "Writing" : "Waiting"} />
          {item.status === "WRITING" ? (item.rewrite ? "Writing it again…" : "Writing…") : "Waiting for a writer…"}
        </p>
      ) : post ? (
        <div className="flex gap-3">
          {cover && <img src={cover} alt="" className="size-16 shrink-0 rounded-md object-cover" />}
          <p className="line-clamp-4 text-sm whitespace-pre-wrap text-muted-foreground">{post.content}</p>
        </div>
      ) : item.status === "WRITTEN" ? (
        <p className="text-sm text-muted-foreground">Discarded.</p>
      ) : null}
      {item.error && <p className={cn("text-sm", item.status === "WRITTEN" ? "text-muted-foreground" : "text-destructive")}>{item.error}</p>}

      <div className="flex flex-wrap gap-1">
        {proposed && !working && (
          <>
            <Button
              size="sm"
              className="min-h-11"
              disabled={busy}
              onClick={() =>
                void act(async () => planAfter(await api.post(`/api/post/${post.id}/approve`), planPath), "We couldn't approve it. Please try again.")
              }
            >
              <Check aria-hidden="true" />
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="min-h-11"
              onClick={() => openInWorkspace({ content: post.content, imageUrl: post.imageUrl, id: post.id })}
            >
              <ExternalLink aria-hidden="true" />
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="min-h-11"
              disabled={busy}
              onClick={() => void act(() => api.post<Plan>(`${path}/regenerate`), "We couldn't write it again. Please try again.")}
            >
              <RefreshCw aria-hidden="true" />
              Regenerate
            </Button>
          </>
        )}
        {(item.status === "FAILED" || item.status === "OUT_OF_CREDITS") && (
          <Button
            size="sm"
            variant="outline"
            className="min-h-11"
            disabled={busy}
            onClick={() => void act(() => api.post<Plan>(`${path}/regenerate`), "We couldn't try again just now.")}
          >
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        )}
        {!working && (!post || proposed) && (
          <Button
            size="sm"
            variant="ghost"
            className="min-h-11 text-destructive"
            disabled={busy}
            onClick={() => void act(() => api.delete<Plan>(path), "We couldn't discard it. Please try again.")}
          >
            <Trash2 aria-hidden="true" />
            {post ? "Discard" : "Remove"}
          </Button>
        )}
      </div>
    </li>
  );
}

/** After approving one post (whose reply is the post), the plan as it is now. */
async function planAfter(reply: { message?: string }, planPath: string): Promise<{ object: Plan; message?: string }> {
  return { object: (await api.get<Plan>(planPath)).object, message: reply.message };
}
