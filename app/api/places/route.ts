// GET /api/places?country&timeZone – the countries whose public holidays Postloom knows, the regions of `country`, and the country `timeZone` suggests (the brand profile's place fields).
import { AppError } from "@/lib/api/errors";
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import type { PlacesReply } from "@/lib/business/profile-fields";
import { countries, countryOfTimeZone, regionsOf } from "@/lib/planning/occasions";
import { isTimeZone } from "@/lib/time/zoned-time";

export const GET = withUser(async (request) => {
  const query = new URL(request.url).searchParams;
  const country = query.get("country") ?? "";
  const zone = query.get("timeZone") ?? "";
  if ((country && !/^[A-Z]{2}$/.test(country)) || (zone && !isTimeZone(zone)))
    throw new AppError("VALIDATION_ERROR", "Ask with a country code (e.g. PT) and an IANA time zone.");
  const reply: PlacesReply = { countries: countries(), regions: country ? regionsOf(country) : [], suggested: zone ? countryOfTimeZone(zone) : null };
  return ok(reply);
});
