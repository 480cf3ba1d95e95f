"use client";
// The Brand Profile form in its three modes: create (all fields open), view (all fields disabled) and edit.
import { Pencil } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { applyActionErrors } from "@/components/business/apply-action-errors";
import {
  BrandNameField,
  businessProfileResolver,
  IndustryField,
  PlaceFields,
  ProfileTextField,
  TimeZoneField,
} from "@/components/business/business-profile-fields";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { EMPTY_BUSINESS_PROFILE, INDUSTRY_LABELS } from "@/lib/business/profile-fields";
import type { BusinessProfile, BusinessProfileFormValues, BusinessProfileInput } from "@/lib/business/schemas";
import { callAction } from "@/lib/client/call-action";
import { useBrandProfileRefresh } from "@/lib/client/use-brand-profile";
import { cn } from "@/lib/utils";
import { createBusinessProfileAction, updateBusinessProfileAction } from "./actions";

/** View mode reads as text, not as greyed-out inputs: full contrast, no field hints. */
const READ_ONLY =
  "[&_:is(input,textarea,button):disabled]:cursor-default [&_:is(input,textarea,button):disabled]:bg-muted/50 [&_:is(input,textarea,button):disabled]:opacity-100 [&_[data-slot=form-description]]:hidden";

type Props = { profile: BusinessProfile; onCancel?: undefined } | { profile?: undefined; onCancel: () => void };

/** A country never asked for (null on a profile made before it was asked) is left unanswered, to be pre-filled. */
function formValuesOf({
  businessName,
  industry,
  description,
  targetAudience,
  painPoints,
  timeZone,
  country,
  region,
}: BusinessProfile): BusinessProfileFormValues {
  return { businessName, industry, description, targetAudience, painPoints, timeZone, country: country ?? undefined, region };
}

export function BrandProfileForm({ profile, onCancel }: Props) {
  const creating = !profile;
  const [editing, setEditing] = useState(creating);
  const [pending, startTransition] = useTransition();
  const refresh = useBrandProfileRefresh();
  const router = useRouter();
  const form = useForm<BusinessProfileFormValues, unknown, BusinessProfileInput>({
    resolver: businessProfileResolver,
    defaultValues: profile ? formValuesOf(profile) : EMPTY_BUSINESS_PROFILE,
  });
  const { setFocus } = form;

  useEffect(() => {
    if (editing && !creating) setFocus("businessName");
  }, [editing, creating, setFocus]);

  function cancelEditing() {
    form.reset();
    setEditing(false);
  }

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result = await callAction(() => (creating ? createBusinessProfileAction(values) : updateBusinessProfileAction(values)));
      if (!result.ok) {
        const faulty = applyActionErrors(form, result);
        if (faulty) setFocus(faulty);
        toast.error(creating ? "Failed to create business profile. Please try again." : "Failed to update business profile. Please try again.");
        return;
      }
      toast.success(creating ? "Brand profile created successfully!" : "Brand profile updated successfully!");
      // The brand's pages read its time zone from their layout: a new zone reaches them at once.
      if (profile && profile.timeZone !== result.object.timeZone) router.refresh();
      // The screen remounts this form with the saved profile, back in view mode.
      await (creating ? refresh.created(result.object) : refresh.updated(result.object));
    }),
  );

  return (
    <Form {...form}>
      <form id="brand-profile-form" onSubmit={submit} {...businessProfileResolver.preloadOn} noValidate aria-label="Brand profile">
        <fieldset disabled={!editing || pending} className={cn("grid min-w-0 gap-6 lg:grid-cols-2", !editing && READ_ONLY)}>
          <Card>
            <CardHeader>
              <CardTitle role="heading" aria-level={2}>
                Brand Identity
              </CardTitle>
              <CardDescription>Your brand&apos;s name, the field you work in, and where you are.</CardDescription>
              {profile && (
                <CardAction>
                  <Badge variant="secondary" data-testid="industry-badge">
                    {INDUSTRY_LABELS[profile.industry]}
                  </Badge>
                </CardAction>
              )}
            </CardHeader>
            <CardContent className="grid gap-5">
              <BrandNameField />
              <IndustryField />
              <TimeZoneField />
              <PlaceFields prefill={editing} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle role="heading" aria-level={2}>
                Brand Story
              </CardTitle>
              <CardDescription>What you do and what makes you different.</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileTextField name="description" />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle role="heading" aria-level={2}>
                Target Audience
              </CardTitle>
              <CardDescription>Who your posts are written for.</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileTextField name="targetAudience" hideLabel />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle role="heading" aria-level={2}>
                Pain Points
              </CardTitle>
              <CardDescription>The problems your customers want solved.</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileTextField name="painPoints" hideLabel />
            </CardContent>
          </Card>
        </fieldset>

        {/* Stays at the bottom of the screen (above any toast), so Save is in reach from any card. */}
        <div className="sticky bottom-[var(--toast-room,0px)] z-10 -mx-4 mt-6 -mb-6 flex flex-wrap justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
          {/* Distinct keys: a button must never turn into the submit button under the pointer that clicked it. */}
          {!editing ? (
            <Button key="edit" type="button" size="lg" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit Profile
            </Button>
          ) : (
            <>
              <Button key="cancel" type="button" size="lg" variant="outline" disabled={pending} onClick={creating ? onCancel : cancelEditing}>
                {creating ? "Cancel" : "Cancel Editing"}
              </Button>
              <Button key="save" type="submit" size="lg" disabled={pending}>
                {pending ? "Saving..." : "Save Profile"}
              </Button>
            </>
          )}
        </div>
      </form>
    </Form>
  );
}
