"use client";
// The Confirm Post dialog (docs/product.md §2, §5): choose where (pages and Instagram accounts), optionally a time, then publish now,
// schedule, or mark the post published. Closes on success; stays open on failure. It previews the post on each chosen
// platform, and says before anything is sent what Instagram would refuse (no picture: it offers to make one).
import Link from "next/link";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { CHANNEL_PREVIEWS } from "@/components/posts/channel-previews";
import { pictureCount, type PostPictures } from "@/components/posts/post-pictures";
import { FacebookIcon } from "@/components/social/facebook-icon";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, STICKY_FOOTER } from "@/components/ui/dialog";
import { ApiClientError, refusalMessage } from "@/lib/api/client";
import { api } from "@/lib/client/api";
import type { Post } from "@/lib/client/post-types";
import { useRefreshPosts } from "@/lib/client/use-posts";
import { useNow } from "@/lib/client/use-now";
import { useSocialConnections } from "@/lib/client/use-social-connections";
import { channelFacts, firstPostProblem } from "@/lib/channels/facts";
import { channelOptionsSchema, type ChannelOptions } from "@/lib/channels/options";
import { describeScheduleTime, toDateTime } from "@/lib/publishing/schedule-time";
import { SCHEDULE_MESSAGES } from "@/lib/publishing/publishing-limits";
import { PUBLISHABLE_PLATFORMS } from "@/lib/social/platforms";
import { confirmLabel, explanation, optionErrorsOf, scheduleProblem } from "./confirm-post-rules";
import { PlatformsSection } from "./platforms-section";
import { ScheduleSection } from "./schedule-section";
import { TargetPreviews } from "./target-previews";
import { useMakeImage } from "./use-make-image";
import { rememberChoice, startingTargets, type PublishSettings } from "./use-publish-settings";

export type ConfirmPostDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: PublishSettings;
  /** The post being published; null for text typed without generating (the server creates it). */
  postId: number | null;
  content: string;
  /** The brand's name, as the previews show it. */
  brandName: string;
  /** The post's photos, in order (sent with it, so it goes out with these), or its AI image. */
  pictures: PostPictures;
  /** What the post was last sent or scheduled with beside its text (Google's offer, say): the channels' fields start from it. */
  keptOptions?: ChannelOptions | null;
  /** The post as saved (its id is new when postId was null). */
  onPublished?: (post: Post) => void;
  /** An image was made for the post here (for Instagram), with the credits left. */
  onImageAdded?: (post: Post, remainingCreditAmount: number | null) => void;
};

export function ConfirmPostDialog({
  open,
  onOpenChange,
  settings,
  postId,
  content,
  brandName,
  pictures,
  keptOptions,
  onPublished,
  onImageAdded,
}: ConfirmPostDialogProps) {
  const [busy, setBusy] = useState(false);
  const { making, makeImage } = useMakeImage(postId, onImageAdded);
  // Taking away the last platform switches scheduling off (use-publish-settings); this says why.
  const [scheduleDropped, setScheduleDropped] = useState(false);
  // What each chosen channel takes beside the text (Google's post type and button), and whether to say what is missing.
  const [channelOptions, setChannelOptions] = useState<Record<string, unknown>>(keptOptions ?? {});
  // A post other than the one the fields were filled for starts from what it keeps (what was typed stays otherwise).
  const [optionsFor, setOptionsFor] = useState(postId);
  if (optionsFor !== postId) {
    setOptionsFor(postId);
    setChannelOptions(keptOptions ?? {});
  }
  const [optionsTried, setOptionsTried] = useState(false);
  const now = useNow({ active: open });
  const refreshPosts = useRefreshPosts();
  const social = useSocialConnections();
  const { targets, scheduling, time, setTargets } = settings;
  const connections = social.data;
  const accounts = useMemo(
    () => (connections?.details.accounts ?? []).filter((account) => (PUBLISHABLE_PLATFORMS as readonly string[]).includes(account.platform)),
    [connections],
  );
  const pictured = pictureCount(pictures);
  const facebookOffered = connections !== undefined && connections.details.mode.facebook !== "off" && accounts.length === 0;

  // Each opening starts from the ready connections the owner last chose (once the connections are known).
  const preselected = useRef(false);
  useEffect(() => {
    if (!open) preselected.current = false;
    else if (connections && !preselected.current) {
      preselected.current = true;
      setTargets(startingTargets(accounts, pictured > 0));
    }
  }, [open, connections, accounts, setTargets, pictured]);

  // Only disables the button: the schedule section shows the time's message beside the picker.
  const problem = scheduleProblem(settings, now);
  const platforms = [...new Set(accounts.filter((account) => targets.includes(account.id)).map((account) => account.platform))];
  // What a chosen channel would refuse, said before sending (the server refuses it too).
  const refusal = firstPostProblem(platforms.map(channelFacts), content, pictured);
  const optionPlatforms = platforms.filter((platform) => CHANNEL_PREVIEWS[platform].Options);
  const optionsCheck = channelOptionsSchema.safeParse(Object.fromEntries(optionPlatforms.map((platform) => [platform, channelOptions[platform] ?? {}])));
  const optionErrors = optionErrorsOf(optionsCheck.error?.issues ?? []);

  function chooseTargets(next: number[]) {
    setScheduleDropped(scheduling && next.length === 0);
    settings.setTargets(next);
  }

  function changeOpen(next: boolean) {
    if (busy) return;
    if (!next) setScheduleDropped(false);
    onOpenChange(next);
  }

  async function confirm() {
    if (!optionsCheck.success) {
      setOptionsTried(true);
      return;
    }
    // Checked again at the moment of sending: time moves on while the dialog is open.
    const check = scheduleProblem(settings, new Date());
    if (check) {
      toast.error(check);
      return;
    }
    setBusy(true);
    const body = {
      postID: postId,
      postContent: content,
      targets,
      photoIds: pictures.photos.map((photo) => photo.id),
      channelOptions: optionsCheck.data,
    };
    const labels = platforms.map((platform) => channelFacts(platform).label);
    try {
      const at = scheduling ? toDateTime(time, settings.zone)! : null;
      const reply = at
        ? await api.post<Post>("/api/post/schedule", { ...body, scheduledAt: at.toISOString() })
        : await api.post<Post>("/api/post/publish", body);
      // Sent now but a target waits (Instagram's publishing limit): the post is scheduled for it, and says why.
      const waiting = at ? undefined : reply.object.postPlatforms.find((target) => target.status === "PENDING");
      if (waiting) toast.warning("Posted where it could; the rest goes out later.", { description: waiting.errorMessage ?? undefined });
      else
        toast.success(
          at
            ? `Post scheduled for ${describeScheduleTime(at, settings.zone)}`
            : targets.length
              ? `Post published to ${labels.join(" and ")}`
              : "Post marked as published",
        );
      onPublished?.(reply.object);
      rememberChoice(targets);
      settings.setScheduling(false);
      setScheduleDropped(false);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiClientError && error.object !== null && typeof error.object === "object" && "publishedOn" in error.object) {
        // Not a failure to retry: the post is out already, and the reply says where.
        toast.error(error.message);
        return;
      }
      const reason = refusalMessage(error) ?? undefined;
      toast.error(scheduling ? "Failed to schedule post. Please try again." : "Failed to publish post. Please try again.", { description: reason });
    } finally {
      setBusy(false);
      void refreshPosts();
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Confirm Post</DialogTitle>
          <DialogDescription>Choose where this post goes, and when.</DialogDescription>
        </DialogHeader>

        <div className="space-y-5">
          <PlatformsSection
            accounts={accounts}
            targets={targets}
            onChange={chooseTargets}
            busy={busy}
            making={making}
            facebookOffered={facebookOffered}
            refusal={refusal}
            offerImage={pictured === 0 && postId !== null}
            onMakeImage={() => void makeImage()}
          />

          {optionPlatforms.map((platform) => {
            const Options = CHANNEL_PREVIEWS[platform].Options!;
            return (
              <Options
                key={platform}
                value={channelOptions[platform]}
                onChange={(value) => setChannelOptions((all) => ({ ...all, [platform]: value }))}
                errors={optionsTried ? (optionErrors[platform] ?? {}) : {}}
                zone={settings.zone}
                disabled={busy}
              />
            );
          })}

          <TargetPreviews platforms={platforms} brandName={brandName} text={content} pictures={pictures} options={channelOptions} />

          <ScheduleSection settings={settings} now={now} disabled={busy} />

          <p className="text-sm text-muted-foreground" data-testid="publish-explanation">
            {explanation({ targets, scheduling })}
          </p>
          {optionsTried && !optionsCheck.success && (
            <p role="alert" className="text-sm text-destructive">
              Finish the{" "}
              {Object.keys(optionErrors)
                .map((key) => channelFacts(key).label)
                .join(" and ")}{" "}
              post&apos;s details above.
            </p>
          )}
          {scheduleDropped && (
            <p role="alert" className="text-sm text-destructive">
              {SCHEDULE_MESSAGES.platform}
            </p>
          )}
        </div>

        <DialogFooter className={STICKY_FOOTER}>
          <Button variant="outline" className="h-11" disabled={busy} onClick={() => changeOpen(false)}>
            Cancel
          </Button>
          {facebookOffered && (
            <Button asChild variant="outline" className="h-11">
              <Link href="/dashboard">
                <FacebookIcon className="size-5" />
                Connect Facebook
              </Link>
            </Button>
          )}
          <Button className="h-11" disabled={busy || making || social.isPending || problem !== null || refusal !== null} onClick={() => void confirm()}>
            {confirmLabel({ busy, targets, scheduling })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
