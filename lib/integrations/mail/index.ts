// Mail: SMTP through nodemailer when SMTP_URL is set; otherwise the sandbox outbox
// (printed to the server log and listed at /sandbox/mail, each with its headers and rendered HTML).
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers beyond To and Subject (List-Unsubscribe, Message-ID): sent as they are, and kept in the outbox. */
  headers?: Record<string, string>;
};

const globalForMail = globalThis as unknown as { __postloomSmtp?: Transporter };

function smtp(): Transporter {
  return (globalForMail.__postloomSmtp ??= nodemailer.createTransport(env.SMTP_URL!));
}

export async function sendMail({ headers = {}, ...mail }: Mail): Promise<void> {
  if (env.modes.mail === "production") {
    const { "Message-ID": messageId, ...rest } = headers;
    await smtp().sendMail({ from: env.MAIL_FROM, ...mail, messageId, headers: rest });
    return;
  }
  await db.sandboxMail.create({ data: { ...mail, headers } });
  console.info(`\n[sandbox mail] To: ${mail.to}\n[sandbox mail] Subject: ${mail.subject}\n${mail.text}\n`);
}

export function listSandboxMail(limit = 50) {
  return db.sandboxMail.findMany({ orderBy: { createdAt: "desc" }, take: limit });
}

export function findSandboxMail(id: number) {
  return db.sandboxMail.findUnique({ where: { id } });
}
