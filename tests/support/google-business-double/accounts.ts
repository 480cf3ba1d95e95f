// What the user manages, in the Google Business Profile double: their accounts (Account Management API,
// GET /v1/accounts) and an account's locations (Business Information API, GET /v1/accounts/<n>/locations, only the
// fields its readMask names). Both paged with pageSize and pageToken.
import type { GoogleAccount, GoogleLocation } from "./types";
import { apiCaller, invalidArgument, notFound, page, paging, permissionDenied, reply, type Route } from "./exchange";
import { SERVICES, managesAccount, managesLocation } from "./state";

export const MAX_ACCOUNTS_PAGE = 20;
export const MAX_LOCATIONS_PAGE = 100;
export const DEFAULT_LOCATIONS_PAGE = 10;

/** The fields a readMask may name, and the sub-fields of each it may name as `field.subField`. */
const READ_MASK_FIELDS: Record<string, string[]> = {
  name: [],
  title: [],
  phoneNumbers: ["primaryPhone", "additionalPhones"],
  storefrontAddress: ["regionCode", "languageCode", "postalCode", "administrativeArea", "locality", "addressLines"],
  metadata: ["hasVoiceOfMerchant", "canOperateLocalPost", "mapsUri", "placeId", "newReviewUri"],
  websiteUri: [],
};

/** The location's Maps customer id, and the id in its search and Maps links. */
export const locationCid = (location: GoogleLocation) => `${location.id}`.padStart(19, "1");

/** A location as the Business Information API holds it: proto3 JSON, so a false flag or an unset field is left out. */
function locationResource(location: GoogleLocation, index: number): Record<string, unknown> {
  const verified = location.verified ?? true;
  return {
    name: `locations/${location.id}`,
    title: location.title,
    ...(location.phone && { phoneNumbers: { primaryPhone: location.phone } }),
    storefrontAddress: {
      regionCode: "US",
      languageCode: "en",
      postalCode: "97201",
      administrativeArea: "OR",
      locality: "Portland",
      addressLines: [`${100 + index * 10} SW Maple Street`],
    },
    ...(location.websiteUri && { websiteUri: location.websiteUri }),
    metadata: {
      ...(verified && { hasVoiceOfMerchant: true, canOperateLocalPost: true }),
      mapsUri: `https://maps.google.com/maps?cid=${locationCid(location)}`,
      placeId: `ChIJ${Buffer.from(`place-${location.id}`).toString("base64url")}`,
      newReviewUri: `https://search.google.com/local/writereview?placeid=ChIJ${Buffer.from(`place-${location.id}`).toString("base64url")}`,
    },
  };
}

/** The readMask's paths; or a description of what is wrong with it. */
function readMaskPaths(raw: string | null): string[] | { problem: string } {
  const paths = (raw ?? "")
    .split(",")
    .map((path) => path.trim())
    .filter(Boolean);
  if (!paths.length) return { problem: "read_mask is required" };
  for (const path of paths) {
    const [field, sub, ...rest] = path.split(".");
    const subs = READ_MASK_FIELDS[field!];
    if (!subs || rest.length || (sub !== undefined && !subs.includes(sub))) return { problem: `Invalid field mask path "${path}": no such field of Location.` };
  }
  return paths;
}

/** Only the fields the readMask names. */
function masked(resource: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const [field, sub] = path.split(".") as [string, string | undefined];
    const value = resource[field];
    if (value === undefined) continue;
    if (sub === undefined) {
      out[field] = value;
      continue;
    }
    const subValue = (value as Record<string, unknown>)[sub];
    if (subValue !== undefined) out[field] = { ...(out[field] as Record<string, unknown> | undefined), [sub]: subValue };
  }
  return out;
}

const accountResource = (account: GoogleAccount, userId: string) => ({
  name: `accounts/${account.id}`,
  accountName: account.name,
  type: account.type ?? "LOCATION_GROUP",
  role: account.managers[0] === userId ? "PRIMARY_OWNER" : "MANAGER",
  verificationState: account.locations.some((location) => location.verified ?? true) ? "VERIFIED" : "UNVERIFIED",
});

/** GET /v1/accounts?pageSize&pageToken: the accounts the user manages. */
export const listAccounts: Route = (exchange) => {
  const { state, request, url } = exchange;
  if (request.method !== "GET" || url.pathname !== "/v1/accounts") return false;
  const caller = apiCaller(exchange, SERVICES.accounts);
  if (!caller) return true;
  const pages = paging(exchange, "accounts", MAX_ACCOUNTS_PAGE, MAX_ACCOUNTS_PAGE);
  if (!pages) return true;
  const mine = state.accounts.filter((account) => managesAccount(account, caller.userId)).map((account) => accountResource(account, caller.userId));
  return reply(exchange, 200, page("accounts", "accounts", mine, pages));
};

/** GET /v1/accounts/<n>/locations?readMask&pageSize&pageToken: the account's locations the user manages, with the fields asked for. */
export const listLocations: Route = (exchange) => {
  const { state, request, url } = exchange;
  const accountId = request.method === "GET" ? /^\/v1\/accounts\/([^/]+)\/locations$/.exec(url.pathname)?.[1] : undefined;
  if (accountId === undefined) return false;
  const caller = apiCaller(exchange, SERVICES.locations);
  if (!caller) return true;
  const account = state.accounts.find((a) => a.id === accountId);
  if (!account) return notFound(exchange);
  if (!managesAccount(account, caller.userId)) return permissionDenied(exchange);
  const paths = readMaskPaths(url.searchParams.get("readMask"));
  if (!Array.isArray(paths)) return invalidArgument(exchange, "read_mask", paths.problem);
  const pages = paging(exchange, `accounts/${account.id}/locations`, MAX_LOCATIONS_PAGE, DEFAULT_LOCATIONS_PAGE);
  if (!pages) return true;
  const visible = account.locations
    .map((location, index) => ({ location, index }))
    .filter(({ location }) => managesLocation(state, account, location, caller.userId))
    .map(({ location, index }) => masked(locationResource(location, index), paths));
  return reply(exchange, 200, page(`accounts/${account.id}/locations`, "locations", visible, pages, visible.length ? { totalSize: visible.length } : {}));
};
