"use server";
// Server actions of the Brand Profile forms: the same service and schema as POST/PUT /api/business.
import { actionResult } from "@/lib/api/action-result";
import { requireUser } from "@/lib/auth/with-user";
import { createBusinessProfile } from "@/lib/business/create-business-profile";
import type { BusinessProfileFormValues } from "@/lib/business/schemas";
import { updateBusinessProfile } from "@/lib/business/update-business-profile";

export async function createBusinessProfileAction(input: BusinessProfileFormValues) {
  return actionResult(async () => createBusinessProfile((await requireUser()).id, input));
}

export async function updateBusinessProfileAction(input: BusinessProfileFormValues) {
  return actionResult(async () => updateBusinessProfile((await requireUser()).id, input));
}
