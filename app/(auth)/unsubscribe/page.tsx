import type { Metadata } from "next";
import { readUnsubscribeLink } from "@/lib/notifications/email-preferences";
import { EMAIL_TOPIC_TEXTS } from "@/lib/notifications/schemas";
import { AuthFrame } from "../_components/auth-frame";
import { UnsubscribeCard } from "./unsubscribe-card";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * Where an email's "Unsubscribe" link leads, signed in or not. Opening it changes nothing (mail scanners open
 * links too): the button does, through the same one-click address a mail client POSTs to.
 */
export default async function UnsubscribePage({ searchParams }: PageProps<"/unsubscribe">) {
  const { token } = await searchParams;
  const link = typeof token === "string" ? readUnsubscribeLink(token) : null;
  return (
    <AuthFrame>
      <UnsubscribeCard token={link ? (token as string) : null} about={link ? EMAIL_TOPIC_TEXTS[link.topic].about : null} />
    </AuthFrame>
  );
}
