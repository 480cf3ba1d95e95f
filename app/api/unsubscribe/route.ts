// POST /api/unsubscribe?token=… – the one-click unsubscribe of RFC 8058: the address an email's List-Unsubscribe
// header names, which a mail client POSTs "List-Unsubscribe=One-Click" to. No session: the signed link is the
// proof, and it works once (404 when not genuine, 409 when used).
import { apiHandler } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { unsubscribeByLink } from "@/lib/notifications/email-preferences";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request) => {
  const { topic, about } = await unsubscribeByLink(new URL(request.url).searchParams.get("token") ?? "");
  return ok({ topic }, `You won't get emails about ${about} any more.`);
});
