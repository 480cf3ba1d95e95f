import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { findSandboxMail } from "@/lib/integrations/mail";
import { requireSandbox } from "@/lib/integrations/sandbox";
import { serialIdOrNull } from "@/lib/validation/ids";

export const metadata: Metadata = { title: "Sandbox mail" };
export const dynamic = "force-dynamic";

/** One mail of the outbox as a mail client would show it: its headers, then its HTML part. */
export default async function SandboxMailItemPage({ params }: PageProps<"/sandbox/mail/[id]">) {
  requireSandbox("mail");
  const id = serialIdOrNull((await params).id);
  const mail = id === null ? null : await findSandboxMail(id);
  if (!mail) notFound();
  const headers = Object.entries({ To: mail.to, Subject: mail.subject, ...(mail.headers as Record<string, string>) });
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Sandbox mail</h1>
        <SandboxBadge service="mail" />
        <Link href="/sandbox/mail" className="ml-auto rounded-md px-2 py-2 text-sm text-primary underline-offset-4 hover:underline">
          Back to the outbox
        </Link>
      </div>
      <Card className="mb-4">
        <CardHeader>
          <CardTitle className="text-base">{mail.subject}</CardTitle>
          <CardDescription>{mail.createdAt.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-label="Headers">
            {headers.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-medium">{name}</dt>
                <dd className="break-all font-mono text-xs leading-5 text-muted-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      {/* Nothing in it runs; its links open in a new tab, as they do from a mail client. */}
      <iframe
        title={`The email: ${mail.subject}`}
        srcDoc={mail.html}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        className="h-[900px] w-full rounded-xl border bg-white"
      />
    </>
  );
}
