import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GoogleIcon } from "@/components/social/google-icon";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { auth } from "@/lib/auth";
import { env } from "@/lib/env";
import { GOOGLE_BUSINESS_CALLBACK_PATH } from "@/lib/channels/google-business/types";
import { createSandboxCode, sandboxLocationsOf } from "@/lib/channels/google-business/sandbox-api";
import { requireSandbox } from "@/lib/integrations/sandbox";

export const metadata: Metadata = { title: "Sandbox Google sign-in" };
export const dynamic = "force-dynamic";

// The sandbox's stand-in for Google's consent screen: "signs in" as the Postloom user and sends the popup back to
// the callback with a code, exactly as Google would (or with Google's access_denied when cancelled).
export default async function SandboxGoogleBusinessAuthorize({ searchParams }: PageProps<"/sandbox/google-business/authorize">) {
  requireSandbox("googleBusiness");
  const params = await searchParams;
  const one = (key: string) => (typeof params[key] === "string" ? (params[key] as string) : "");
  const redirectUri = one("redirect_uri");
  const state = one("state");
  // Only ever hand a code to Postloom's own callback.
  if (redirectUri !== `${env.APP_URL}${GOOGLE_BUSINESS_CALLBACK_PATH}`) notFound();

  const session = await auth();
  const back = (query: Record<string, string>) => `${redirectUri}?${new URLSearchParams({ ...query, state })}`;

  return (
    <Card className="mx-auto max-w-md">
      <CardHeader className="items-center text-center">
        <div className="mb-2 flex items-center justify-center gap-2">
          <GoogleIcon className="size-8" />
          <SandboxBadge service="googleBusiness" />
        </div>
        <CardTitle>
          <h1 className="text-xl">Postloom wants to access your Google Account</h1>
        </CardTitle>
        <CardDescription>This sandbox stands in for Google&apos;s consent screen, so nothing leaves this computer.</CardDescription>
      </CardHeader>
      {session?.user ? (
        <>
          <CardContent className="space-y-4 text-sm">
            <div>
              <p className="mb-2 font-medium">Postloom will be allowed to:</p>
              <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                <li>See, edit, create and delete your Google Business Profile locations and their posts</li>
                <li>Do so while you are away (offline access), until you remove it</li>
              </ul>
            </div>
            <p className="text-muted-foreground">
              Your locations here: {(await sandboxLocationsOf(session.user.id)).map((location) => location.title).join(" and ")}.
            </p>
          </CardContent>
          <CardFooter className="flex-col gap-2">
            <Button asChild className="h-11 w-full">
              <a href={back({ code: await createSandboxCode(session.user.id), scope: one("scope") })}>Allow as {session.user.email}</a>
            </Button>
            <Button asChild variant="ghost" className="h-11 w-full">
              <a href={back({ error: "access_denied" })}>Cancel</a>
            </Button>
          </CardFooter>
        </>
      ) : (
        <CardContent>
          <p className="text-center text-muted-foreground">Sign in to Postloom first, then connect Google Business Profile from your dashboard.</p>
        </CardContent>
      )}
    </Card>
  );
}
