// The dashboard's gentle prompt ("3 open slots this week"): the user's slots in the next 7 days that no
// scheduled post holds.
import "server-only";
import { upcomingSlots } from "./upcoming-slots";

export async function openSlotsThisWeek(userId: string, now: Date = new Date()): Promise<number> {
  return (await upcomingSlots(userId, now, 7)).open;
}
