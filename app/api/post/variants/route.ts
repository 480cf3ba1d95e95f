// POST /api/post/variants – 'Give me 3 options': three texts from one draft request (the three charged, as three drafts), to choose one from.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { draftRequestSchema } from "@/lib/posts/schemas/draft";
import { writeVariants } from "@/lib/posts/write-variants";

export const POST = withUser(async (request, { user }) => {
  const input = draftRequestSchema.parse(await readJson(request));
  const options = await writeVariants(user.id, input);
  return ok(
    options,
    options.options.length === 3
      ? "Here are three options. Choose the one you like."
      : `Here are ${options.options.length} options: one could not be written, and was not charged.`,
  );
});
