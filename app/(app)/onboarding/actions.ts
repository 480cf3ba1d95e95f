"use server";
// The onboarding wizard's last step: create the brand profile (same service as POST /api/business).
import { actionResult } from "@/lib/api/action-result";
import { requireUser } from "@/lib/auth/with-user";
import { createBusinessProfile } from "@/lib/business/create-business-profile";
import type { BusinessProfileFormValues } from "@/lib/business/schemas";

export async function completeOnboardingAction(input: BusinessProfileFormValues) {
  return actionResult(async () => createBusinessProfile((await requireUser()).id, input));
}
