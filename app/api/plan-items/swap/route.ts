// POST /api/plan-items/swap – two items of an outline trade what they are about (body { itemIds: [a, b] }); each keeps its slot.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { swapPlanItems } from "@/lib/planning/edit-outline";
import { swapPlanItemsSchema } from "@/lib/planning/schemas";

export const POST = withUser(async (request, { user }) => {
  const { itemIds } = swapPlanItemsSchema.parse(await readJson(request));
  return ok(await swapPlanItems(user.id, itemIds), "Swapped");
});
