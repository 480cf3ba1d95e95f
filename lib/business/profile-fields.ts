// The brand profile's fields as the pages show them: labels, limits and messages, with no validation code, so
// a page that only shows a profile loads without zod. The schema that checks them is ./schemas.
import type { BusinessProfileFormValues } from "./schemas";

export { INDUSTRY_LABELS } from "@/lib/writing/vocabulary";

export const BUSINESS_NAME_MAX = 100;
export const TIME_ZONE_MESSAGE = "Please choose a time zone from the list";
export const COUNTRY_MESSAGE = "Please choose a country from the list";
export const REGION_MESSAGE = "Please choose a region from the list, or the whole country";
export const PROFILE_TEXT_MAX = 2000;

/** A country or a region of one, as the profile's place fields list them. */
export type Place = { code: string; name: string };
/** GET /api/places: the countries, the regions of the one asked about, and the country a time zone suggests. */
export type PlacesReply = { countries: Place[]; regions: Place[]; suggested: string | null };

/** A blank form; the industry stays unset until the user picks one. */
export const EMPTY_BUSINESS_PROFILE: Partial<BusinessProfileFormValues> = {
  businessName: "",
  description: "",
  targetAudience: "",
  painPoints: "",
};
