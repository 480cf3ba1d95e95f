import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LinkedInIcon } from "@/components/social/linkedin-icon";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { auth } from "@/lib/auth";
import { env } from "@/lib/env";
import { LINKEDIN_CALLBACK_PATH } from "@/lib/channels/linkedin";
import { createSandboxCode, sandboxAuthorsOf } from "@/lib/channels/linkedin/sandbox-api";
import { requireSandbox } from "@/lib/integrations/sandbox";

export const metadata: Metadata = { title: "Sandbox LinkedIn sign-in" };
export const dynamic = "force-dynamic";

const SCOPE_TEXT: Record<string, string> = {
  openid: "Who you are on LinkedIn",
  profile: "Your name and photo",
  w_member_social: "Create posts as you",
  rw_organization_admin: "The list of Company Pages you administer",
  w_organization_social: "Create posts on your Company Pages",
  r_organization_social: "Read your Company Pages' posts",
};

// The sandbox's stand-in for LinkedIn's authorization page: "signs in" as the Postloom user and sends the popup
// back to the callback with a code, exactly as LinkedIn would (or with LinkedIn's error when cancelled).
export default async function SandboxLinkedInAuthorize({ searchParams }: PageProps<"/sandbox/linkedin/authorize">) {
  requireSandbox("linkedin");
  const params = await searchParams;
  const one = (key: string) => (typeof params[key] === "string" ? (params[key] as string) : "");
  const redirectUri = one("redirect_uri");
  const state = one("state");
  // Only ever hand a code to Postloom's own callback.
  if (redirectUri !== `${env.APP_URL}${LINKEDIN_CALLBACK_PATH}`) notFound();

  const session = await auth();
  const back = (query: Record<string, string>) => `${redirectUri}?${new URLSearchParams({ ...query, state })}`;
  const scopes = one("scope").split(" ").filter(Boolean);

  return (
    <Card className="mx-auto max-w-md">
      <CardHeader className="items-center text-center">
        <div className="mb-2 flex items-center justify-center gap-2">
          <LinkedInIcon className="size-8" />
          <SandboxBadge service="linkedin" />
        </div>
        <CardTitle>
          <h1 className="text-xl">Sign in with LinkedIn</h1>
        </CardTitle>
        <CardDescription>
          Postloom is asking to use your LinkedIn account. This sandbox stands in for LinkedIn, so nothing leaves this computer.
        </CardDescription>
      </CardHeader>
      {session?.user ? (
        <>
          <CardContent className="space-y-4 text-sm">
            <div>
              <p className="mb-2 font-medium">Postloom will be allowed:</p>
              <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                {scopes.map((scope) => (
                  <li key={scope}>{SCOPE_TEXT[scope] ?? scope}</li>
                ))}
              </ul>
            </div>
            <p className="text-muted-foreground">Here you post as: {(await sandboxAuthorsOf(session.user.id)).map((author) => author.name).join(" and ")}.</p>
          </CardContent>
          <CardFooter className="flex-col gap-2">
            <Button asChild className="h-11 w-full">
              <a href={back({ code: await createSandboxCode(session.user.id) })}>Allow as {session.user.email}</a>
            </Button>
            <Button asChild variant="ghost" className="h-11 w-full">
              <a href={back({ error: "user_cancelled_authorize", error_description: "The user cancelled the authorization" })}>Cancel</a>
            </Button>
          </CardFooter>
        </>
      ) : (
        <CardContent>
          <p className="text-center text-muted-foreground">Sign in to Postloom first, then connect LinkedIn from your dashboard.</p>
        </CardContent>
      )}
    </Card>
  );
}
