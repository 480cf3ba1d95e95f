// The brand's country and region must be ones the holiday calendar knows; a region goes with its country, and
// a new country without a region clears the old one's.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { isKnownPlace } from "@/lib/planning/occasions";
import { COUNTRY_MESSAGE, REGION_MESSAGE } from "./profile-fields";
import type { BusinessProfileInput } from "./schemas";

export function checkPlace<T extends Pick<BusinessProfileInput, "country" | "region">>(data: T): T {
  if (data.country === undefined) {
    if (data.region) throw new AppError("VALIDATION_ERROR", REGION_MESSAGE, { fieldErrors: { region: [REGION_MESSAGE] } });
    return data;
  }
  if (data.country === null) return { ...data, region: null };
  if (!isKnownPlace({ country: data.country })) throw new AppError("VALIDATION_ERROR", COUNTRY_MESSAGE, { fieldErrors: { country: [COUNTRY_MESSAGE] } });
  if (data.region && !isKnownPlace({ country: data.country, region: data.region }))
    throw new AppError("VALIDATION_ERROR", REGION_MESSAGE, { fieldErrors: { region: [REGION_MESSAGE] } });
  return { ...data, region: data.region ?? null };
}
