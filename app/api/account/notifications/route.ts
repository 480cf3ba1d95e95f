// GET /api/account/notifications – which emails the owner gets; PUT – turns one kind on or off ({ topic, enabled }).
import { ok, readJson } from "@/lib/api/envelope";
import { withUser, withUserRead } from "@/lib/auth/with-user";
import { listEmailPreferences, setEmailPreference } from "@/lib/notifications/email-preferences";
import { EMAIL_TOPIC_TEXTS, setEmailPreferenceSchema } from "@/lib/notifications/schemas";

export const dynamic = "force-dynamic";

export const GET = withUserRead(async (_request, { scope }) => ok(await listEmailPreferences(scope)));

export const PUT = withUser(async (request, { user }) => {
  const { topic, enabled } = setEmailPreferenceSchema.parse(await readJson(request));
  await setEmailPreference(user.id, topic, enabled);
  return ok(
    await listEmailPreferences(user.id),
    `${enabled ? "We'll email you about" : "We won't email you about"} ${EMAIL_TOPIC_TEXTS[topic].about}${enabled ? "" : " any more"}.`,
  );
});
