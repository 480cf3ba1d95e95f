"use client";
// What both brand profile forms do with a failed server action: put the server's field messages on
// the fields and, if the session ended meanwhile, go to /login (as the API client does on a 401).
import type { FieldPath, UseFormReturn } from "react-hook-form";
import type { ActionResult } from "@/lib/api/action-result";
import type { BusinessProfileFormValues, BusinessProfileInput } from "@/lib/business/schemas";

type Failure = Extract<ActionResult<unknown>, { ok: false }>;
type ProfileForm = UseFormReturn<BusinessProfileFormValues, unknown, BusinessProfileInput>;
type FieldName = FieldPath<BusinessProfileFormValues>;

const FIELDS: FieldName[] = ["businessName", "industry", "description", "targetAudience", "painPoints"];

/** Returns the first field the server found fault with, if any. */
export function applyActionErrors(form: ProfileForm, failure: Failure): FieldName | undefined {
  if (failure.code === "UNAUTHORIZED") {
    window.location.assign("/login");
    return undefined;
  }
  const faulty = FIELDS.filter((name) => failure.fieldErrors[name]?.length);
  for (const name of faulty) form.setError(name, { message: failure.fieldErrors[name]![0] });
  return faulty[0];
}
