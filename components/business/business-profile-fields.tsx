"use client";
// The brand profile fields, shared by the Brand Profile page and the onboarding wizard.
// They read their form through react-hook-form's context (<Form {...form}>).
import { useCallback, useEffect, useState } from "react";
import { useFormContext } from "react-hook-form";
import { Combobox } from "@/components/ui/combobox";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { BUSINESS_NAME_MAX, INDUSTRY_LABELS, PROFILE_TEXT_MAX } from "@/lib/business/profile-fields";
import type { BusinessProfileFormValues, BusinessProfileInput } from "@/lib/business/schemas";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { usePlaces } from "@/lib/client/use-places";
import { localTimeZone, zoneOffset } from "@/lib/time/zoned-time";
import { INDUSTRIES } from "@/lib/writing/vocabulary";

type FieldName = keyof BusinessProfileFormValues;

/** Both forms' resolver: the profile's schema, loaded when the owner first reaches a form. */
export const businessProfileResolver = lazyZodResolver(() => import("@/lib/business/schemas").then((module) => module.businessProfileSchema));

function useProfileForm() {
  const { control, trigger, getFieldState, setValue, watch } = useFormContext<BusinessProfileFormValues, unknown, BusinessProfileInput>();
  /**
   * The field's onChange, plus: a field showing a message is checked again as it changes, so the
   * message goes as soon as the answer is right (the wizard checks steps without submitting the form).
   */
  const fieldChange =
    (name: FieldName, onChange: (...event: unknown[]) => void) =>
    (...event: unknown[]) => {
      onChange(...event);
      if (getFieldState(name).invalid) void trigger(name);
    };
  return { control, fieldChange, setValue, watch };
}

export function BrandNameField({ autoFocus }: { autoFocus?: boolean }) {
  const { control, fieldChange } = useProfileForm();
  return (
    <FormField
      control={control}
      name="businessName"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Brand Name</FormLabel>
          <FormControl>
            <Input
              placeholder="Enter your brand name"
              autoComplete="organization"
              maxLength={BUSINESS_NAME_MAX}
              autoFocus={autoFocus}
              {...field}
              onChange={fieldChange(field.name, field.onChange)}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function IndustryField() {
  const { control, fieldChange } = useProfileForm();
  return (
    <FormField
      control={control}
      name="industry"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Industry</FormLabel>
          <Select name={field.name} value={field.value ?? ""} onValueChange={fieldChange(field.name, field.onChange)} disabled={field.disabled}>
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="w-full">
                <SelectValue placeholder="Select your industry" />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {INDUSTRIES.map((industry) => (
                <SelectItem key={industry} value={industry}>
                  {INDUSTRY_LABELS[industry]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Every zone this browser knows (UTC first), read once: the picker searches these names, not labels made for each. */
let allZones: string[] | undefined;
const zoneNames = () => (allZones ??= ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")]);

/** The zones whose name holds every word typed ("new york", "lisb", "america/"), the chosen one first when nothing is typed. */
function searchZones(query: string, current: string | undefined): string[] {
  const words = query
    .toLowerCase()
    .replaceAll("_", " ")
    .split(/[\s/]+/)
    .filter(Boolean);
  const zones = zoneNames();
  if (words.length === 0) return current && zones.includes(current) ? [current, ...zones.filter((zone) => zone !== current)] : zones;
  return zones.filter((zone) => {
    const name = zone.toLowerCase().replaceAll("_", " ");
    return words.every((word) => name.includes(word));
  });
}

/** "Europe/Lisbon · GMT+1": formatted for the few zones on screen only. */
const zoneLabel = (zone: string) => `${zone.replaceAll("_", " ")} · ${zoneOffset(new Date(), zone)}`;

/** The brand's time zone: pre-filled from this browser's, and the zone of every time Postloom shows or takes. */
export function TimeZoneField() {
  const { control, fieldChange, setValue, watch } = useProfileForm();
  const value = watch("timeZone");
  const search = useCallback((query: string) => searchZones(query, value), [value]);
  // After mounting: the server render can't know the browser's zone.
  useEffect(() => {
    if (!value) setValue("timeZone", localTimeZone());
  }, [value, setValue]);
  return (
    <FormField
      control={control}
      name="timeZone"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Time Zone</FormLabel>
          <FormControl>
            <Combobox
              ref={field.ref}
              name={field.name}
              value={field.value ?? ""}
              onValueChange={fieldChange(field.name, field.onChange)}
              onBlur={field.onBlur}
              disabled={field.disabled}
              search={search}
              valueOf={(zone) => zone}
              render={zoneLabel}
              display={zoneLabel}
              placeholder="Select your time zone"
              searchLabel="Search time zones"
              empty="No time zone by that name. Try a city, such as Lisbon or New York."
            />
          </FormControl>
          <FormDescription>Where your business is. Every date and time in Postloom is shown and scheduled in this zone.</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** What the place selects hold for "no country" and "the whole country" (a Select item can't have an empty value). */
const NONE = "none";

/**
 * The brand's country and region: whose public holidays a plan marks. While the country is still unanswered
 * (`prefill`: the form is open), it is pre-filled from the time zone; a new country clears the region.
 */
export function PlaceFields({ prefill }: { prefill: boolean }) {
  const { control, fieldChange, setValue, watch } = useProfileForm();
  const [country, timeZone] = [watch("country"), watch("timeZone")];
  const { data } = usePlaces(country, timeZone);
  const suggested = data?.suggested;
  useEffect(() => {
    if (prefill && country === undefined && suggested) setValue("country", suggested);
  }, [prefill, country, suggested, setValue]);
  const regions = country ? (data?.regions ?? []) : [];
  // A closed select holds only its choice: the hundreds of countries are rendered while the list is open.
  const [listing, setListing] = useState<"country" | "region" | null>(null);
  const listed = <T extends { code: string }>(places: readonly T[], list: "country" | "region", chosen: string | null | undefined) =>
    listing === list ? places : places.filter(({ code }) => code === chosen);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        control={control}
        name="country"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Country</FormLabel>
            <Select
              name={field.name}
              value={field.value === null ? NONE : (field.value ?? "")}
              onValueChange={(value) => {
                fieldChange(field.name, field.onChange)(value === NONE ? null : value);
                setValue("region", null);
              }}
              disabled={field.disabled}
              onOpenChange={(open) => setListing(open ? "country" : null)}
            >
              <FormControl>
                <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="w-full">
                  <SelectValue placeholder={data ? "Select your country" : "Loading countries…"} />
                </SelectTrigger>
              </FormControl>
              <SelectContent className="max-h-80">
                <SelectItem value={NONE}>None: no public holidays</SelectItem>
                {listed(data?.countries ?? [], "country", field.value).map(({ code, name }) => (
                  <SelectItem key={code} value={code}>
                    {name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormDescription>Plans mark its public holidays.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      {regions.length > 0 && (
        <FormField
          control={control}
          name="region"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Region</FormLabel>
              <Select
                name={field.name}
                value={field.value ?? NONE}
                onValueChange={(value) => fieldChange(field.name, field.onChange)(value === NONE ? null : value)}
                disabled={field.disabled}
                onOpenChange={(open) => setListing(open ? "region" : null)}
              >
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent className="max-h-80">
                  <SelectItem value={NONE}>The whole country</SelectItem>
                  {listed(regions, "region", field.value).map(({ code, name }) => (
                    <SelectItem key={code} value={code}>
                      {name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormDescription>Some holidays are only kept in one region.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
    </div>
  );
}

type TextFieldName = "description" | "targetAudience" | "painPoints";

const TEXT_FIELDS: Record<TextFieldName, { label: string; placeholder: string; hint: string }> = {
  description: {
    label: "Brand Description",
    placeholder: "What you sell or do, and what makes you different",
    hint: "A few sentences in your own words. Postloom weaves this into every post.",
  },
  targetAudience: {
    label: "Target Audience",
    placeholder: "Who your customers are, e.g. busy parents nearby who want healthy lunches",
    hint: "The people you want your posts to reach.",
  },
  painPoints: {
    label: "Pain Points",
    placeholder: "The problems your customers want solved, e.g. no time to cook on weekdays",
    hint: "What keeps your customers up at night, and how you help.",
  },
};

/** `hideLabel` where a heading right above already names the field (the label stays for screen readers). */
export function ProfileTextField({ name, autoFocus, hideLabel }: { name: TextFieldName; autoFocus?: boolean; hideLabel?: boolean }) {
  const { control, fieldChange } = useProfileForm();
  const { label, placeholder, hint } = TEXT_FIELDS[name];
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel className={hideLabel ? "sr-only" : undefined}>{label}</FormLabel>
          <FormControl>
            <Textarea
              placeholder={placeholder}
              rows={4}
              maxLength={PROFILE_TEXT_MAX}
              autoFocus={autoFocus}
              className="min-h-28"
              {...field}
              onChange={fieldChange(field.name, field.onChange)}
            />
          </FormControl>
          <FormDescription>{hint}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
