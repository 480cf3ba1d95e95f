import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FacebookIcon } from "@/components/social/facebook-icon";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { auth } from "@/lib/auth";
import { env } from "@/lib/env";
import { FACEBOOK_CALLBACK_PATH } from "@/lib/channels/facebook";
import { createSandboxCode, sandboxPagesOf } from "@/lib/channels/facebook/sandbox-api";
import { requireSandbox } from "@/lib/integrations/sandbox";

export const metadata: Metadata = { title: "Sandbox Facebook login" };
export const dynamic = "force-dynamic";

const SCOPE_TEXT: Record<string, string> = {
  public_profile: "Your name and profile picture",
  email: "Your email address",
  pages_show_list: "The list of Pages you manage",
  pages_manage_posts: "Create posts on your Pages",
  pages_read_engagement: "Read your Pages' posts and how people react to them",
  pages_read_user_content: "Read what is posted on your Pages",
  read_insights: "Read how many people your Pages' posts reach",
  instagram_manage_insights: "Read how many people your Instagram posts reach",
};

// The sandbox's stand-in for Facebook's OAuth dialog: "signs in" as the Postloom user and sends the
// popup back to the callback with a code, exactly as Facebook would.
export default async function SandboxFacebookDialog({ searchParams }: PageProps<"/sandbox/facebook/dialog">) {
  requireSandbox("facebook");
  const params = await searchParams;
  const one = (key: string) => (typeof params[key] === "string" ? (params[key] as string) : "");
  const redirectUri = one("redirect_uri");
  const state = one("state");
  // Only ever hand a code to Postloom's own callback.
  if (redirectUri !== `${env.APP_URL}${FACEBOOK_CALLBACK_PATH}`) notFound();

  const session = await auth();
  const back = (query: Record<string, string>) => `${redirectUri}?${new URLSearchParams({ ...query, state })}`;
  const scopes = one("scope").split(",").filter(Boolean);

  return (
    <Card className="mx-auto max-w-md">
      <CardHeader className="items-center text-center">
        <div className="mb-2 flex items-center justify-center gap-2">
          <FacebookIcon className="size-8" />
          <SandboxBadge service="facebook" />
        </div>
        <CardTitle>
          <h1 className="text-xl">Log in with Facebook</h1>
        </CardTitle>
        <CardDescription>
          Postloom is asking to use your Facebook account. This sandbox stands in for Facebook, so nothing leaves this computer.
        </CardDescription>
      </CardHeader>
      {session?.user ? (
        <>
          <CardContent className="space-y-4 text-sm">
            <div>
              <p className="mb-2 font-medium">Postloom will receive:</p>
              <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                {scopes.map((scope) => (
                  <li key={scope}>{SCOPE_TEXT[scope] ?? scope}</li>
                ))}
              </ul>
            </div>
            <p className="text-muted-foreground">Sample Pages you manage here: {(await sandboxPagesOf(session.user.id)).map((p) => p.name).join(" and ")}.</p>
          </CardContent>
          <CardFooter className="flex-col gap-2">
            <Button asChild className="h-11 w-full">
              <a href={back({ code: await createSandboxCode(session.user.id) })}>Continue as {session.user.email}</a>
            </Button>
            <Button asChild variant="ghost" className="h-11 w-full">
              <a href={back({ error: "access_denied", error_reason: "user_denied", error_description: "Permissions error" })}>Cancel</a>
            </Button>
          </CardFooter>
        </>
      ) : (
        <CardContent>
          <p className="text-center text-muted-foreground">Sign in to Postloom first, then connect Facebook from your dashboard.</p>
        </CardContent>
      )}
    </Card>
  );
}
