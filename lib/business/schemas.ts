// The brand (business) profile's one schema, shared by the forms (client validation) and the server
// (re-validation). Minimums and messages are docs/product.md §5; the maximums keep one profile from
// flooding every prompt it is woven into. What the pages show without validating lives in ./profile-fields,
// so that they load without zod.
import { z } from "zod";
import { isTimeZone } from "@/lib/time/zoned-time";
import { text } from "@/lib/validation/text";
import { INDUSTRIES } from "@/lib/writing/vocabulary";
import { BUSINESS_NAME_MAX, COUNTRY_MESSAGE, PROFILE_TEXT_MAX, REGION_MESSAGE, TIME_ZONE_MESSAGE } from "./profile-fields";

/** A trimmed text field: missing, blank and too-short input all get the field's own message. */
function field(min: number, minMessage: string, max: number, maxMessage: string) {
  return text({ error: minMessage }).trim().min(min, minMessage).max(max, maxMessage);
}

export const businessProfileSchema = z.object({
  businessName: field(2, "Business name must be at least 2 characters", BUSINESS_NAME_MAX, `Business name must be at most ${BUSINESS_NAME_MAX} characters`),
  industry: z.enum(INDUSTRIES, { error: "Please select an industry" }),
  description: field(10, "Please provide a detailed description", PROFILE_TEXT_MAX, `Description must be at most ${PROFILE_TEXT_MAX} characters`),
  targetAudience: field(1, "Please describe your target audience", PROFILE_TEXT_MAX, `Target audience must be at most ${PROFILE_TEXT_MAX} characters`),
  painPoints: field(1, "Please describe your audience's pain points", PROFILE_TEXT_MAX, `Pain points must be at most ${PROFILE_TEXT_MAX} characters`),
  /** The brand's IANA zone. Optional for the spec's calls: left out, a new profile gets UTC and an edit keeps the zone it had. */
  timeZone: z.string({ error: TIME_ZONE_MESSAGE }).refine(isTimeZone, TIME_ZONE_MESSAGE).optional(),
  /**
   * Whose public holidays a plan marks: a country (ISO 3166-1 alpha-2) and, optionally, its region. Left out, an
   * edit keeps what it had; null clears it (then the time zone's country stands in). The server checks the place exists.
   */
  country: z
    .string({ error: COUNTRY_MESSAGE })
    .regex(/^[A-Z]{2}$/, COUNTRY_MESSAGE)
    .nullish(),
  region: z
    .string({ error: REGION_MESSAGE })
    .regex(/^[A-Z0-9]{1,3}$/, REGION_MESSAGE)
    .nullish(),
});

/** What a form holds before validation (industry may still be unchosen). */
export type BusinessProfileFormValues = z.input<typeof businessProfileSchema>;
export type BusinessProfileInput = z.output<typeof businessProfileSchema>;

/** The profile as GET/POST/PUT /api/business answer it (dates as ISO strings once serialised). */
export type BusinessProfile = BusinessProfileInput & {
  timeZone: string;
  country: string | null;
  region: string | null;
  id: number;
  createdAt: string;
  updatedAt: string;
};
