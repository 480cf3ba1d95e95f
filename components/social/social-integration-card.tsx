"use client";
// The dashboard's Social Media Integration card (docs/product.md §2): the connected pages and accounts (Facebook
// Pages and Instagram accounts through Facebook Login; LinkedIn's profile and Company Pages through its own login)
// with each one's health, connect more, reconnect or check any, disconnect any, which one a platform means by
// default, a reconnect prompt per login when access was revoked, and when the scheduler last looked for due posts.
import { Plug } from "lucide-react";
import dynamic from "next/dynamic";
import { useCallback, useMemo, useState } from "react";
import { LoadFailed } from "@/components/load-failed";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRefreshNotifications } from "@/lib/client/use-notifications";
import { useRefreshSocialConnections, useSocialConnections } from "@/lib/client/use-social-connections";
import { type ConnectionView, type LoginView, type PageChoice, type SocialConnections } from "@/lib/social/schemas";
import { channelFacts, channelNames } from "@/lib/channels/facts";
import { CONNECTABLE_PLATFORMS } from "@/lib/social/platforms";
import { useOpenedOnce } from "@/lib/client/use-opened-once";
import { CardSkeleton } from "./card-skeleton";
import { labelOf } from "./connection-label";
import { ConnectionRow } from "./connection-row";
import { FacebookIcon } from "./facebook-icon";
import { LoginBlock } from "./login-block";
import { ReconnectAlert } from "./reconnect-alert";
import { SchedulerStatus } from "./scheduler-status";
import { useConnectionActions } from "./use-connection-actions";
import { useChannelLogins, useFacebookConnect, type LoginChoices } from "./use-login-popup";

// The dialogs load when first opened (each in a chunk of its own): the dashboard shows without them.
const ConnectionChooserDialog = dynamic(() => import("./connection-chooser-dialog").then((m) => m.ConnectionChooserDialog));
const LoginChooserDialog = dynamic(() => import("./login-chooser-dialog").then((m) => m.LoginChooserDialog));
const DisconnectDialog = dynamic(() => import("./disconnect-dialog").then((m) => m.DisconnectDialog));

/** `initial`: the connections the dashboard read with the page, so the card is drawn whole in its first answer. */
export function SocialIntegrationCard({ initial }: { initial?: SocialConnections }) {
  const { data, isPending, isError, refetch } = useSocialConnections(initial);
  const refresh = useRefreshSocialConnections();
  const [pages, setPages] = useState<PageChoice[] | null>(null);
  const [leaving, setLeaving] = useState<ConnectionView | null>(null);
  const { busy, checking, disconnect, checkNow, makeDefault } = useConnectionActions(() => setLeaving(null));
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
