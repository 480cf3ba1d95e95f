// Where a login's OAuth page returns (/auth/facebook/callback, /auth/linkedin/callback): the login is the one of the
// channels whose login has that name.
import { notFound } from "next/navigation";
import { LoginCallback } from "@/components/social/login-callback";
import { CHANNEL_FACTS } from "@/lib/channels/facts";

export default async function LoginCallbackPage({ params }: PageProps<"/auth/[login]/callback">) {
  const { login } = await params;
  const label = CHANNEL_FACTS.find((facts) => facts.login.toLowerCase() === login)?.login;
  if (!label) notFound();
  return <LoginCallback login={login} label={label} />;
}
