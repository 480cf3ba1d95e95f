"use client";
// The dashboard's Social Media Integration card (PRODUCT-SPEC §2): Facebook's state, connect or
// disconnect, the chosen page, a reconnect prompt when Facebook revoked access, and when the
// scheduler last looked for due posts.
import { AlertTriangle, CalendarClock, CheckCircle2, ExternalLink, Plug } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { SandboxBadge } from "@/components/sandbox-badge";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { useRefreshSocialConnections, useSocialConnections } from "@/lib/client/use-social-connections";
import { PLATFORM_LABELS } from "@/lib/social/schemas";
import { FacebookIcon } from "./facebook-icon";
import { FacebookPageDialog } from "./facebook-page-dialog";
import { useFacebookConnect, type FacebookPageChoice } from "./use-facebook-connect";

function timeAgo(iso: string, now = Date.now()) {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
  if (Math.abs(seconds) < 60) return format.format(seconds, "second");
  if (Math.abs(seconds) < 3600) return format.format(Math.round(seconds / 60), "minute");
  if (Math.abs(seconds) < 86_400) return format.format(Math.round(seconds / 3600), "hour");
  return format.format(Math.round(seconds / 86_400), "day");
}

function SchedulerStatus({ lastRunAt, mode }: { lastRunAt: string | null; mode: "production" | "sandbox" }) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      <span data-testid="scheduler-status">
        {lastRunAt ? (
          <>
            Scheduler last checked for due posts <time dateTime={lastRunAt} title={new Date(lastRunAt).toLocaleString()}>{timeAgo(lastRunAt)}</time>.
          </>
        ) : mode === "sandbox" ? (
          "The scheduler hasn't run yet. It starts with the app."
        ) : (
          "The scheduler hasn't run yet."
        )}
      </span>
    </p>
  );
}

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="flex items-center gap-3 rounded-lg border p-4">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-3 w-40" />
        </div>
        <Skeleton className="h-11 w-28" />
      </div>
      <Skeleton className="h-4 w-48" />
    </div>
  );
}

export function SocialIntegrationCard() {
  const { data, isPending, isError, refetch } = useSocialConnections();
  const refresh = useRefreshSocialConnections();
  const [pages, setPages] = useState<FacebookPageChoice[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  const { connect, pending } = useFacebookConnect(setPages);
  const label = PLATFORM_LABELS.FACEBOOK;

  const facebook = data?.details.platforms.FACEBOOK;
  const connected = Boolean(data?.connections.FACEBOOK);
  const configured = data?.details.mode.facebook !== "off";

  async function disconnect() {
    setDisconnecting(true);
    try {
      await api.delete("/api/social/disconnect", undefined, { platform: "FACEBOOK" });
      toast.success(`${label} account disconnected successfully`);
      setConfirming(false);
    } catch {
      toast.error(`Failed to disconnect ${label} account`);
    }
    setDisconnecting(false);
    await refresh();
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Social Media Integration</CardTitle>
          {data?.details.mode.facebook === "sandbox" && <SandboxBadge service="facebook" />}
        </div>
        <CardDescription>Connect the page Postloom posts to.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending ? (
          <CardSkeleton />
        ) : isError ? (
          <div className="space-y-3">
            <p className="text-sm text-destructive">We couldn&apos;t load your connections.</p>
            <Button variant="outline" className="h-11" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <div className="@container rounded-lg border p-4" data-testid="facebook-connection">
              <div className="flex flex-col gap-3 @sm:flex-row @sm:items-center">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <FacebookIcon className="size-10" />
                  <div className="min-w-0">
                    <p className="font-medium">{label}</p>
                    <p className="flex items-center gap-1 text-sm text-muted-foreground">
                      {connected ? (
                        <>
                          <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
                          Connected and ready to post
                        </>
                      ) : configured ? (
                        "Connect to start posting"
                      ) : (
                        "Not set up on this server yet"
                      )}
                    </p>
                    {connected && facebook?.pageName && (
                      <p className="text-sm break-words">
                        Page: <span className="font-medium">{facebook.pageName}</span>
                        {data.details.mode.facebook === "sandbox" && facebook.pageId && (
                          <Link
                            href={`/sandbox/facebook/${facebook.pageId}`}
                            className="ml-2 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                          >
                            View page
                            <ExternalLink aria-hidden="true" className="size-3" />
                          </Link>
                        )}
                      </p>
                    )}
                  </div>
                </div>
                {connected ? (
                  <Button variant="outline" className="h-11" onClick={() => setConfirming(true)}>
                    Disconnect
                  </Button>
                ) : configured ? (
                  <Button className="h-11" onClick={connect} disabled={pending}>
                    <Plug aria-hidden="true" />
                    {pending ? "Connecting..." : `Connect ${label}`}
                  </Button>
                ) : null}
              </div>
            </div>
            {facebook?.needsReconnect && (
              <div role="alert" className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm">
                <p className="flex gap-2">
                  <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
                  <span>
                    {label} asked you to reconnect. Posts to {facebook.pageName ?? "your page"} can&apos;t go out until you do.
                  </span>
                </p>
                <Button variant="outline" className="h-11 self-start" onClick={connect} disabled={pending}>
                  {pending ? "Connecting..." : `Reconnect ${label}`}
                </Button>
              </div>
            )}
            {!configured && (
              <p className="text-sm text-muted-foreground" data-testid="facebook-not-configured">
                {label} isn&apos;t set up on this server yet, so posts can&apos;t go there. Whoever runs Postloom can add FACEBOOK_APP_ID and
                FACEBOOK_APP_SECRET. You can still write posts and mark them as published.
              </p>
            )}
            <p className="text-sm text-muted-foreground">More platforms coming soon!</p>
            <SchedulerStatus lastRunAt={data.details.scheduler.lastRunAt} mode={data.details.mode.scheduler} />
          </>
        )}
      </CardContent>

      <FacebookPageDialog
        pages={pages}
        onClose={() => setPages(null)}
        onAuthorized={() => {
          setPages(null);
          void refresh();
        }}
      />

      <AlertDialog open={confirming} onOpenChange={(open) => !disconnecting && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Disconnect {label}?</AlertDialogTitle>
            <AlertDialogDescription>
              This will remove access to your {label} account. You&apos;ll need to reconnect to post content to {label}.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={disconnecting}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={disconnecting}
              onClick={(event) => {
                event.preventDefault();
                void disconnect();
              }}
            >
              {disconnecting ? "Disconnecting..." : "Disconnect"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
