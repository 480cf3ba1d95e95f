"use client";
// A scheduled post that won't go out until a page or account is reconnected (issue 20, look ahead): what
// the calendar's chips say, and the notice on the post's card and in Post Details, which leads to the
// dashboard's connections (where Reconnect is). Reconnecting clears it: the replies read it live.
import { TriangleAlert } from "lucide-react";
import Link from "next/link";
import type { AtRiskTarget } from "@/lib/posts/schemas/post";
import { CONNECTIONS_LINK } from "@/lib/social/platforms";
import { cn } from "@/lib/utils";
import { accountLabel, platformLabel } from "./labels";

const PROBLEMS: Record<AtRiskTarget["health"], string> = {
  NEEDS_RECONNECT: "needs reconnecting",
  MISSING_PERMISSION: "is missing a permission",
};

/** What stops the post, in a few words: "At risk: Facebook needs reconnecting". */
export function atRiskLabel(targets: AtRiskTarget[]): string {
  const problems = [...new Set(targets.map((target) => `${platformLabel(target.platform)} ${PROBLEMS[target.health]}`))];
  return `At risk: ${problems.join(" and ")}`;
}

const nameOf = (target: AtRiskTarget) => accountLabel(target.platform, target.accountName);

/** The warning on a post's card and in its details: what is wrong, which page, and the way to mend it. */
export function AtRiskNotice({ targets, className }: { targets: AtRiskTarget[]; className?: string }) {
  const names = [...new Set(targets.map(nameOf))];
  return (
    <div
      data-testid="post-at-risk"
      className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-warning/40 bg-warning/10 px-3 py-1.5 text-sm", className)}
    >
      <p className="flex min-w-0 flex-1 basis-56 gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          <span className="font-medium">{atRiskLabel(targets)}.</span> It won&apos;t go out until you reconnect {names.join(" and ")}.
        </span>
      </p>
      <Link
        href={CONNECTIONS_LINK}
        className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        Reconnect on the dashboard
      </Link>
    </div>
  );
}
