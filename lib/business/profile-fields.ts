// The brand profile's fields as the pages show them: labels, limits and messages, with no validation code, so
// a page that only shows a profile loads without zod. The schema that checks them is ./schemas.
import type { Industry } from "@/lib/writing/vocabulary";
import type { BusinessProfileFormValues } from "./schemas";

/** The industries small businesses recognise themselves in, in the order the forms list them. */
export const INDUSTRY_LABELS: Record<Industry, string> = {
  food_drink: "Food and drink",
  hospitality: "Hospitality",
  beauty_wellness: "Beauty and wellness",
  fitness: "Fitness",
  retail: "Retail",
  trades_home: "Trades and home services",
  professional_services: "Professional services",
  health: "Health",
  education: "Education",
  technology: "Technology",
  finance: "Finance",
  other: "Other",
};

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
