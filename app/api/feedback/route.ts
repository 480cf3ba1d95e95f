// POST /api/feedback – a message from the user to the Postloom team.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { feedbackRequestSchema } from "@/lib/feedback/schemas";
import { submitFeedback } from "@/lib/feedback/submit-feedback";

export const POST = withUser(async (request, { user }) => {
  const { content } = feedbackRequestSchema.parse(await readJson(request));
  await submitFeedback(user.id, content);
  return ok(null, "Thank you! Your feedback has been sent.", { status: 201 });
});
