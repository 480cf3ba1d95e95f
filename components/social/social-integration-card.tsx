"use client";
// The dashboard's Social Media Integration card (docs/product.md §2): the connected pages and accounts (Facebook
// Pages and Instagram accounts through Facebook Login; LinkedIn's profile and Company Pages through its own login)
// with each one's health, connect more, reconnect or check any, disconnect any, which one a platform means by
// default, a reconnect prompt per login when access was revoked, and when the scheduler last looked for due posts.
import { AlertTriangle, CalendarClock, Plug } from "lucide-react";
import dynamic from "next/dynamic";
import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import { LoadFailed } from "@/components/load-failed";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { isSandboxService } from "@/lib/sandbox";
import { timeAgo } from "@/lib/client/time-ago";
import { useFormat } from "@/lib/client/use-format";
import { useClockReading } from "@/lib/client/use-now";
import { useRefreshNotifications } from "@/lib/client/use-notifications";
import { useRefreshSocialConnections, useSocialConnections } from "@/lib/client/use-social-connections";
import { ApiClientError } from "@/lib/api/client";
import { type ConnectionView, type LoginView, type PageChoice, type SocialConnections } from "@/lib/social/schemas";
import { accountLabel, platformLabel } from "@/components/posts/labels";
import { channelFacts, channelNames } from "@/lib/channels/facts";
import { CONNECTABLE_PLATFORMS, HEALTH_SUMMARIES } from "@/lib/social/platforms";
import { useOpenedOnce } from "@/lib/client/use-opened-once";
import { ConnectionRow } from "./connection-row";
import { FacebookIcon } from "./facebook-icon";
import { PlatformIcon } from "./platform-icon";
import { useChannelLogins, useFacebookConnect, type LoginChoices } from "./use-login-popup";

// The dialogs load when first opened (each in a chunk of its own): the dashboard shows without them.
const ConnectionChooserDialog = dynamic(() => import("./connection-chooser-dialog").then((m) => m.ConnectionChooserDialog));
const LoginChooserDialog = dynamic(() => import("./login-chooser-dialog").then((m) => m.LoginChooserDialog));
const DisconnectDialog = dynamic(() => import("./disconnect-dialog").then((m) => m.DisconnectDialog));

function SchedulerStatus({ lastRunAt, mode }: { lastRunAt: string | null; mode: "production" | "sandbox" }) {
  // Drawn by the server with the page too: read against the clock the page was drawn at, in the page's locale and
  // the brand's zone, so both sides read the same.
  const format = useFormat();
  const ago = useClockReading((now) => (lastRunAt ? timeAgo(lastRunAt, now.getTime(), format.locale) : null), 15_000);
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      <span data-testid="scheduler-status">
        {lastRunAt ? (
          <>
            Scheduler last checked for due posts{" "}
            <time dateTime={lastRunAt} title={format.dateTime(lastRunAt)}>
              {ago}
            </time>
            .
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

// The shape of the card a new owner first sees (one "Connect" block and the scheduler's line), so that the
// answer arriving does not push what is below it down the page.
function CardSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="@container rounded-lg border p-4">
        <div className="flex flex-col gap-3 @sm:flex-row @sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <div className="min-w-0 flex-1">
              <div className="flex h-6 items-center">
                <Skeleton className="h-4 w-40 max-w-full" />
              </div>
              <div className="flex h-5 items-center">
                <Skeleton className="h-3 w-32 max-w-full" />
              </div>
            </div>
          </div>
          <Skeleton className="h-11 w-full @sm:w-44" />
        </div>
        <Skeleton className="mt-3 h-10 w-full @lg:h-5" />
      </div>
      <div className="flex h-5 items-center">
        <Skeleton className="h-3 w-64 max-w-full" />
      </div>
    </div>
  );
}

const labelOf = (account: ConnectionView) => accountLabel(account.platform, account.accountName);

/** A login of a channel's own with nothing of it connected yet: what it connects, and its button (or why there is none). */
function LoginBlock({ login, pending, onConnect }: { login: LoginView; pending: boolean; onConnect: () => void }) {
  return (
    <div className="@container rounded-lg border p-4" data-testid={`${login.key}-connection`}>
      <div className="flex flex-col gap-3 @sm:flex-row @sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <PlatformIcon platform={login.platforms[0]!} className="size-10" />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {login.label}
              {login.mode === "sandbox" && isSandboxService(login.key) && <SandboxBadge service={login.key} />}
            </p>
            <p className="text-sm text-muted-foreground">{login.notConfigured ? "Not set up on this server yet" : `Connect ${login.connects}`}</p>
          </div>
        </div>
        {!login.notConfigured && (
          <Button className="h-11" onClick={onConnect} disabled={pending}>
            <Plug aria-hidden="true" />
            {pending ? "Connecting..." : `Connect ${login.label}`}
          </Button>
        )}
      </div>
      {(login.notConfigured ?? login.limitation) && <p className="mt-3 text-sm text-muted-foreground">{login.notConfigured ?? login.limitation}</p>}
    </div>
  );
}

/** The connections that need reconnecting through one login, and its button. */
function ReconnectAlert({ label, accounts, pending, onReconnect }: { label: string; accounts: ConnectionView[]; pending: boolean; onReconnect: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm">
      <p className="flex gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          {label} asked you to reconnect. Posts to {accounts.map(labelOf).join(", ")} can&apos;t go out until you do.
        </span>
      </p>
      <Button variant="outline" className="h-11 self-start" onClick={onReconnect} disabled={pending}>
        {pending ? "Connecting..." : `Reconnect ${label}`}
      </Button>
    </div>
  );
}

/** `initial`: the connections the dashboard read with the page, so the card is drawn whole in its first answer. */
export function SocialIntegrationCard({ initial }: { initial?: SocialConnections }) {
  const { data, isPending, isError, refetch } = useSocialConnections(initial);
  const refresh = useRefreshSocialConnections();
  const [pages, setPages] = useState<PageChoice[] | null>(null);
  const [leaving, setLeaving] = useState<ConnectionView | null>(null);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState<number | null>(null);
  const refreshNotifications = useRefreshNotifications();
  const { connect, pending } = useFacebookConnect(setPages);
  const logins = useMemo(() => data?.details.logins ?? [], [data]);
  const [loginChoices, setLoginChoices] = useState<{ login: LoginView; choices: LoginChoices } | null>(null);
  const choosingOpened = useOpenedOnce(pages !== null);
  const leavingOpened = useOpenedOnce(leaving !== null);
  const onLoginChoices = useCallback(
    (key: string, choices: LoginChoices) => {
      const login = logins.find((candidate) => candidate.key === key);
      if (login) setLoginChoices({ login, choices });
    },
    [logins],
  );
  const channelLogins = useChannelLogins(logins, onLoginChoices);
  /** The login of its own a platform is connected through; undefined for Facebook's. */
  const loginOf = (platform: string) => logins.find((login) => login.platforms.some((p) => p === platform));
  const reconnectOf = (account: ConnectionView) => {
    const login = loginOf(account.platform);
    return login ? () => channelLogins.connect(login.key) : connect;
  };

  const accounts = data?.details.accounts ?? [];
  const configured = data?.details.mode.facebook !== "off";
  const sandbox = data?.details.mode.facebook === "sandbox";
  const revoked = accounts.filter((account) => account.health === "NEEDS_RECONNECT");
  const revokedOnFacebook = revoked.filter((account) => !loginOf(account.platform));
  const onlyOfItsPlatform = leaving !== null && accounts.filter((a) => a.platform === leaving.platform).length === 1;

  async function act(work: () => Promise<unknown>, success: string, failure: string) {
    setBusy(true);
    try {
      await work();
      toast.success(success);
    } catch {
      toast.error(failure);
    }
    setBusy(false);
    await refresh();
  }

  async function disconnect(account: ConnectionView) {
    const platform = platformLabel(account.platform);
    await act(
      () => api.delete(`/api/social/connections/${account.id}`),
      `${platform} account disconnected successfully`,
      `Failed to disconnect ${platform} account`,
    );
    setLeaving(null);
  }

  async function checkNow(account: ConnectionView) {
    setChecking(account.id);
    try {
      const { object: checked } = await api.post<ConnectionView>(`/api/social/connections/${account.id}/check`);
      const say = checked.health === "HEALTHY" ? toast.success : toast.warning;
      say(`${labelOf(account)}: ${HEALTH_SUMMARIES[checked.health]}`, { description: checked.healthReason ?? undefined });
    } catch (error) {
      toast.error(error instanceof ApiClientError ? error.message : `We couldn't check ${labelOf(account)}. Please try again.`);
    }
    setChecking(null);
    await Promise.all([refresh(), refreshNotifications()]);
  }

  const makeDefault = (account: ConnectionView) =>
    act(
      () => api.patch(`/api/social/connections/${account.id}`, { isDefault: true }),
      `Postloom now posts to ${labelOf(account)} by default`,
      "Failed to change the default",
    );

  return (
    <Card id="connections" className="scroll-mt-20">
      <CardHeader>
        {/* As tall as the sandbox badge, which appears with the answer. */}
        <div className="flex min-h-7 flex-wrap items-center justify-between gap-2">
          <CardTitle>
            {/* A heading above each platform's h3 (the page's own is its h1). */}
            <h2>Social Media Integration</h2>
          </CardTitle>
          {sandbox && <SandboxBadge service="facebook" />}
        </div>
        <CardDescription>Connect the pages and accounts Postloom posts to on {channelNames("and")}.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending ? (
          <CardSkeleton />
        ) : isError ? (
          <LoadFailed what="your connections" onRetry={() => void refetch()} />
        ) : (
          <>
            {accounts.length === 0 ? (
              <div className="@container rounded-lg border p-4" data-testid="facebook-connection">
                <div className="flex flex-col gap-3 @sm:flex-row @sm:items-center">
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <FacebookIcon className="size-10" />
                    <div className="min-w-0">
                      <p className="font-medium">Facebook and Instagram</p>
                      <p className="text-sm text-muted-foreground">{configured ? "Connect to start posting" : "Not set up on this server yet"}</p>
                    </div>
                  </div>
                  {configured && (
                    <Button className="h-11" onClick={connect} disabled={pending}>
                      <Plug aria-hidden="true" />
                      {pending ? "Connecting..." : "Connect Facebook"}
                    </Button>
                  )}
                </div>
                {configured && <p className="mt-3 text-sm text-muted-foreground">Instagram accounts connect through the Facebook Page they are linked to.</p>}
              </div>
            ) : null}
            {accounts.length === 0 ? (
              logins.map((login) => (
                <LoginBlock key={login.key} login={login} pending={channelLogins.pending === login.key} onConnect={() => channelLogins.connect(login.key)} />
              ))
            ) : (
              <>
                {CONNECTABLE_PLATFORMS.map((platform) => {
                  const ofPlatform = accounts.filter((account) => account.platform === platform);
                  return (
                    <section key={platform} aria-labelledby={`connections-${platform}`} className="space-y-2">
                      <h3 id={`connections-${platform}`} className="text-sm font-medium">
                        {channelFacts(platform).accountsTitle}
                      </h3>
                      {ofPlatform.length === 0 ? (
                        <p className="text-sm text-muted-foreground">{channelFacts(platform).noneConnected}</p>
                      ) : (
                        <ul className="space-y-2">
                          {ofPlatform.map((account) => (
                            <ConnectionRow
                              key={account.id}
                              account={account}
                              label={labelOf(account)}
                              showDefault={ofPlatform.length > 1}
                              sandbox={sandbox}
                              busy={busy || pending}
                              checking={checking === account.id}
                              onMakeDefault={() => void makeDefault(account)}
                              onDisconnect={() => setLeaving(account)}
                              onCheck={() => void checkNow(account)}
                              onReconnect={reconnectOf(account)}
                            />
                          ))}
                        </ul>
                      )}
                    </section>
                  );
                })}
                <div className="flex flex-wrap gap-2">
                  {configured && (
                    <Button variant="outline" className="h-11" onClick={connect} disabled={pending}>
                      <Plug aria-hidden="true" />
                      {pending ? "Connecting..." : accounts.some((account) => !loginOf(account.platform)) ? "Add pages or Instagram" : "Connect Facebook"}
                    </Button>
                  )}
                  {logins
                    .filter((login) => !login.notConfigured)
                    .map((login) => (
                      <Button
                        key={login.key}
                        variant="outline"
                        className="h-11"
                        onClick={() => channelLogins.connect(login.key)}
                        disabled={channelLogins.pending === login.key}
                      >
                        <Plug aria-hidden="true" />
                        {channelLogins.pending === login.key
                          ? "Connecting..."
                          : accounts.some((account) => loginOf(account.platform) === login)
                            ? `Add from ${login.label}`
                            : `Connect ${login.label}`}
                      </Button>
                    ))}
                </div>
              </>
            )}
            {revokedOnFacebook.length > 0 && <ReconnectAlert label="Facebook" accounts={revokedOnFacebook} pending={pending} onReconnect={connect} />}
            {logins.map((login) => {
              const ofLogin = revoked.filter((account) => loginOf(account.platform) === login);
              return (
                ofLogin.length > 0 && (
                  <ReconnectAlert
                    key={login.key}
                    label={login.label}
                    accounts={ofLogin}
                    pending={channelLogins.pending === login.key}
                    onReconnect={() => channelLogins.connect(login.key)}
                  />
                )
              );
            })}
            {!configured && (
              <p className="text-sm text-muted-foreground" data-testid="facebook-not-configured">
                Facebook isn&apos;t set up on this server yet, so posts can&apos;t go there. Whoever runs Postloom can add FACEBOOK_APP_ID and
                FACEBOOK_APP_SECRET. You can still write posts and mark them as published.
              </p>
            )}
            <SchedulerStatus lastRunAt={data.details.scheduler.lastRunAt} mode={data.details.mode.scheduler} />
          </>
        )}
      </CardContent>

      {choosingOpened && (
        <ConnectionChooserDialog
          pages={pages}
          onClose={() => setPages(null)}
          onConnected={() => {
            setPages(null);
            // A connection that works again resolves the bell's notices about it.
            void Promise.all([refresh(), refreshNotifications()]);
          }}
        />
      )}

      {loginChoices && (
        <LoginChooserDialog
          login={loginChoices.login}
          choices={loginChoices.choices}
          onClose={() => setLoginChoices(null)}
          onConnected={() => {
            setLoginChoices(null);
            void Promise.all([refresh(), refreshNotifications()]);
          }}
        />
      )}

      {leavingOpened && (
        <DisconnectDialog
          account={leaving}
          onlyOfItsPlatform={onlyOfItsPlatform}
          busy={busy}
          label={leaving ? labelOf(leaving) : ""}
          onCancel={() => setLeaving(null)}
          onConfirm={() => leaving && void disconnect(leaving)}
        />
      )}
    </Card>
  );
}
