import "server-only";
import { db } from "@/lib/db";

export async function submitFeedback(userId: string, content: string) {
  const feedback = await db.feedback.create({ data: { userId, content }, select: { id: true, createdAt: true } });
  console.info(`[feedback] #${feedback.id} from ${userId}`);
  return feedback;
}
