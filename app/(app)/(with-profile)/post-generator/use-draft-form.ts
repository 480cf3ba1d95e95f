"use client";
// The Create Post form's state (docs/product.md §2), held by the workspace so that closing the mobile sheet keeps
// what was typed, and a way to show the server's field errors on it.
import { useCallback } from "react";
import { useForm } from "react-hook-form";
import type { DraftForm, DraftRequest } from "@/lib/posts/schemas/draft";
import { DRAFT_FORM_DEFAULTS, likeInstructions } from "@/lib/posts/draft-fields";
import { draftResolver } from "./create-post-form";

/** `example`: the text of the owner's post a new one is to be like ("Write another like this"), or null. */
export function useDraftForm(example: string | null) {
  const form = useForm<DraftForm, unknown, DraftRequest>({
    resolver: draftResolver,
    defaultValues: example ? { ...DRAFT_FORM_DEFAULTS, extraInstructions: likeInstructions(example) } : DRAFT_FORM_DEFAULTS,
    mode: "onTouched",
  });
  const onFieldErrors = useCallback(
    (fieldErrors: Record<string, string[]>) => {
      for (const [name, messages] of Object.entries(fieldErrors)) {
        if (messages[0]) form.setError(name as keyof DraftForm, { message: messages[0] });
      }
    },
    [form],
  );
  return { form, onFieldErrors };
}
