// The Confirm Post dialog's rules (docs/product.md §2, §5): its button's label and the line that explains it, and
// what stops the post being sent as set (the channels' fields, the time).
import { isFutureTime, resolveScheduleTime } from "@/lib/publishing/schedule-time";
import { SCHEDULE_MESSAGES } from "@/lib/publishing/publishing-limits";
import type { PublishSettings } from "./use-publish-settings";

export function confirmLabel({ busy, targets, scheduling }: { busy: boolean; targets: unknown[]; scheduling: boolean }) {
  if (busy) return "Publishing...";
  if (targets.length === 0) return "Mark post as published";
  return scheduling ? "Schedule Post" : "Post Now";
}

export function explanation({ targets, scheduling }: { targets: unknown[]; scheduling: boolean }) {
  if (targets.length === 0) return "Your post will be marked as published without being posted to any platform";
  return scheduling ? "Your post will be published at the scheduled time" : "Your post will be published immediately";
}

/** The channels' option problems, by channel and then by field path ("button.url"): the first of each. */
export function optionErrorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, Record<string, string>> {
  const errors: Record<string, Record<string, string>> = {};
  for (const issue of issues) {
    const [channel, ...path] = issue.path.map(String);
    if (!channel) continue;
    const field = path.join(".");
    errors[channel] ??= {};
    errors[channel][field] ??= issue.message;
  }
  return errors;
}

/** Why the post can't be scheduled at `now` as set, in §5's words; null when it can (or isn't being scheduled). */
export function scheduleProblem({ targets, scheduling, time, zone }: PublishSettings, now: Date) {
  if (!scheduling) return null;
  if (targets.length === 0) return SCHEDULE_MESSAGES.platform;
  // A time the clocks skip, or pass twice with neither chosen: the section says which.
  const resolved = resolveScheduleTime(time, zone);
  if (resolved?.kind === "gap" || resolved?.kind === "ambiguous") return resolved.message;
  return isFutureTime(time, now, zone) ? null : SCHEDULE_MESSAGES.futureTime;
}
