// Streamed drafts in a process of their own, for the test that kills it mid-generation (SIGKILL).
// Env: DATABASE_URL, OPENAI_API_KEY, OPENAI_BASE_URL, USER_ID, DRAFTS.
import { prepareDraftPost } from "@/lib/posts/create-draft-post";
import { draftRequestSchema } from "@/lib/posts/schemas/draft";

const request = draftRequestSchema.parse({
  description: "Autumn menu",
  replyLanguage: "english",
  postType: "SOCIAL_MEDIA_AD",
  postTone: "FRIENDLY",
  postLength: "medium",
});
const drafts = Number(process.env.DRAFTS ?? 12);
await Promise.all(
  Array.from({ length: drafts }, async () => {
    const draft = await prepareDraftPost(process.env.USER_ID!, request);
    await draft.generate({ onDelta: () => {} });
  }),
);
console.log("drafts finished");
