// Where a login's OAuth page returns (/auth/facebook/callback, /auth/linkedin/callback, /auth/google-business/callback):
// a login of a channel's own by its key, or Facebook Login, which the channels it connects name.
import { notFound } from "next/navigation";
import { LoginCallback } from "@/components/social/login-callback";
import { channels } from "@/lib/channels";
import { CHANNEL_FACTS } from "@/lib/channels/facts";

export default async function LoginCallbackPage({ params }: PageProps<"/auth/[login]/callback">) {
  const { login } = await params;
  const label = channels().login(login)?.label ?? CHANNEL_FACTS.find((facts) => facts.login.toLowerCase() === login)?.login;
  if (!label) notFound();
  return <LoginCallback login={login} label={label} />;
}
