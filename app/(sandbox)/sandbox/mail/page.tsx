import type { Metadata } from "next";
import Link from "next/link";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { listSandboxMail } from "@/lib/integrations/mail";
import { requireSandbox } from "@/lib/integrations/sandbox";

export const metadata: Metadata = { title: "Sandbox mail" };
export const dynamic = "force-dynamic";

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        // split() with a capturing group puts the matched links at the odd positions.
        i % 2 === 1 ? (
          <a key={i} href={part} className="break-all font-medium text-primary underline underline-offset-4">
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

export default async function SandboxMailPage() {
  // It lists every user's verification link without asking who is looking: a local tool only, never on a deployment.
  requireSandbox("mail");
  const mails = await listSandboxMail();
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Sandbox mail</h1>
        <SandboxBadge service="mail" />
      </div>
      <p className="mb-6 text-muted-foreground">Mail Postloom would have sent, newest first. Nothing here left this computer.</p>
      {mails.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-background p-8 text-center text-muted-foreground">
          No mail yet. Sign up on the login screen and your verification mail appears here.
        </p>
      ) : (
        <ul className="space-y-4">
          {mails.map((mail) => (
            <li key={mail.id}>
              <Card>
                <CardHeader>
                  <CardTitle className="text-base">{mail.subject}</CardTitle>
                  <CardDescription>
                    To {mail.to} · {mail.createdAt.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
                  </CardDescription>
                </CardHeader>
                <CardContent className="space-y-3">
                  <p className="whitespace-pre-wrap text-sm">
                    <Linkified text={mail.text} />
                  </p>
                  <Link
                    href={`/sandbox/mail/${mail.id}`}
                    className="inline-block rounded-md py-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    View as sent, with its headers
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
