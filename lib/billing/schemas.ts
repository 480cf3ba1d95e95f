import { z } from "zod";
import { SUBSCRIPTION_TYPES } from "./plans";

/** GET /api/subscription?subscriptionType=… */
export const checkoutQuerySchema = z.object({
  subscriptionType: z.enum(SUBSCRIPTION_TYPES, { error: "Choose a plan: STANDARD or PROFESSIONAL." }),
});
