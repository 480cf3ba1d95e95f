// How close Postloom is to Meta's rate limits, from the usage headers on every Graph reply (Meta's "Rate Limits"
// documentation): X-App-Usage for calls with user and app tokens, X-Business-Use-Case-Usage per business object (a Page,
// an Instagram account) for calls with page tokens, and X-Page-Usage, which older replies may still carry.
// Each is a percentage of a rolling hour's budget. The newest reading of each kind stands for the present,
// but only for READING_LASTS_MS (the hour rolls on, and nothing may be called to refresh it), or until the
// time Meta says access comes back, when it gives one. Kept in this process: each app process reads its own
// replies, and a restarted one starts afresh.
import "server-only";

/** A reading stops counting after this long, unless Meta named a later time to regain access. */
export const READING_LASTS_MS = 5 * 60_000;

/**
 * Usage, as a percentage of the hourly budget, from which calls are paced (scheduled deliveries take turns, the
 * engagement reads wait), and from which (or while Meta names a time to regain access) scheduled deliveries wait
 * unsent, no attempt counted, until the reading that holds them lapses.
 */
export const PACE_FROM_PERCENT = 75;
export const DEFER_FROM_PERCENT = 90;

/** Business objects remembered at most (readings long over are dropped first). */
const MAX_READINGS = 2_000;

export type UsageReading = {
  /** The highest of the reading's percentages (calls, CPU time, total time). */
  percent: number;
  /** When Meta said access comes back (estimated_time_to_regain_access), if it said so. */
  regainAt: Date | null;
  at: Date;
};

/** A business object's usage, one entry per use-case type (pages, instagram, …). */
export type BusinessUsage = { id: string; percent: number; regainMinutes: number };

/** What holds calls about some accounts back now: the highest fresh percentage, and where it was read. */
export type Usage = {
  percent: number;
  /** The latest time Meta named to regain access that is still ahead, if any. */
  regainAt: Date | null;
  /** When the reading that gives `percent` stops counting (null when nothing counts). */
  lastsUntil: Date | null;
  /** A business object's id when its own reading is the highest; null for the app's (or a page's unnamed) usage. */
  scope: string | null;
};

const NO_USAGE: Usage = { percent: 0, regainAt: null, lastsUntil: null, scope: null };

/** A percentage Meta sent: a number (or a numeric string) of at least 0; anything else is not one. */
function percentOf(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 ? number : null;
}

function parseJson(header: string | null): unknown {
  if (!header) return null;
  try {
    return JSON.parse(header);
  } catch {
    return null;
  }
}

/** The highest of `{call_count, total_cputime, total_time}`; null when none is a percentage. */
function highestOf(usage: unknown): number | null {
  if (typeof usage !== "object" || usage === null || Array.isArray(usage)) return null;
  const fields = usage as Record<string, unknown>;
  const percents = [fields.call_count, fields.total_cputime, fields.total_time].map(percentOf).filter((p): p is number => p !== null);
  return percents.length ? Math.max(...percents) : null;
}

/** X-App-Usage: `{"call_count":28,"total_time":25,"total_cputime":25}`; null when absent or unreadable. */
export function parseAppUsage(header: string | null): number | null {
  return highestOf(parseJson(header));
}

/** X-Page-Usage (unverified, same shape as X-App-Usage); null when absent or unreadable. */
export const parsePageUsage = parseAppUsage;

/**
 * X-Business-Use-Case-Usage: `{"<id>":[{type, call_count, total_cputime, total_time,
 * estimated_time_to_regain_access}]}`, one result per id with its highest percentage and longest wait
 * (minutes). Entries that can't be read are skipped; an unreadable header gives nothing.
 */
export function parseBusinessUseCaseUsage(header: string | null): BusinessUsage[] {
  const parsed = parseJson(header);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return [];
  const found: BusinessUsage[] = [];
  for (const [id, entries] of Object.entries(parsed as Record<string, unknown>)) {
    let percent: number | null = null;
    let regainMinutes = 0;
    for (const entry of Array.isArray(entries) ? entries : [entries]) {
      const highest = highestOf(entry);
      if (highest === null) continue;
      percent = Math.max(percent ?? 0, highest);
      regainMinutes = Math.max(regainMinutes, percentOf((entry as Record<string, unknown>).estimated_time_to_regain_access) ?? 0);
    }
    if (percent !== null) found.push({ id, percent, regainMinutes });
  }
  return found;
}

export type GraphUsage = {
  /** Takes the readings from one reply's headers; never throws. */
  record(headers: Pick<Headers, "get">, at?: Date): void;
  /** The usage that holds back calls about `ids` (besides the app's own) at `now`. */
  current(ids: readonly string[], now?: Date): Usage;
  /** Forgets every reading. */
  reset(): void;
};

const APP = "app";
const PAGE = "page";
const business = (id: string) => `business:${id}`;

export function createGraphUsage(): GraphUsage {
  const readings = new Map<string, UsageReading>();
  const lastsUntil = (reading: UsageReading) => Math.max(reading.at.getTime() + READING_LASTS_MS, reading.regainAt?.getTime() ?? 0);

  function keep(key: string, reading: UsageReading) {
    if (readings.size >= MAX_READINGS && !readings.has(key)) {
      const now = reading.at.getTime();
      for (const [old, value] of readings) if (lastsUntil(value) <= now) readings.delete(old);
      if (readings.size >= MAX_READINGS) readings.delete(readings.keys().next().value!);
    }
    readings.set(key, reading);
  }

  return {
    record(headers, at = new Date()) {
      try {
        const app = parseAppUsage(headers.get("x-app-usage"));
        if (app !== null) keep(APP, { percent: app, regainAt: null, at });
        const page = parsePageUsage(headers.get("x-page-usage"));
        if (page !== null) keep(PAGE, { percent: page, regainAt: null, at });
        for (const { id, percent, regainMinutes } of parseBusinessUseCaseUsage(headers.get("x-business-use-case-usage"))) {
          keep(business(id), { percent, regainAt: regainMinutes > 0 ? new Date(at.getTime() + regainMinutes * 60_000) : null, at });
        }
      } catch (error) {
        // A reply is never worth less for its usage headers.
        console.warn("[graph] usage headers could not be read", error instanceof Error ? error.message : error);
      }
    },

    current(ids, now = new Date()) {
      let usage = NO_USAGE;
      const keys: [string, string | null][] = [[APP, null], [PAGE, null], ...ids.map((id): [string, string | null] => [business(id), id])];
      for (const [key, scope] of keys) {
        const reading = readings.get(key);
        if (!reading) continue;
        const until = lastsUntil(reading);
        if (until <= now.getTime()) continue;
        const regainAt =
          reading.regainAt && reading.regainAt > now && (!usage.regainAt || reading.regainAt > usage.regainAt) ? reading.regainAt : usage.regainAt;
        usage = reading.percent > usage.percent ? { percent: reading.percent, regainAt, lastsUntil: new Date(until), scope } : { ...usage, regainAt };
      }
      return usage;
    },

    reset() {
      readings.clear();
    },
  };
}

const globalForUsage = globalThis as unknown as { __postloomGraphUsage?: GraphUsage };

/** This process's readings, shared by every Graph client (the server may bundle this module more than once). */
export function graphUsage(): GraphUsage {
  return (globalForUsage.__postloomGraphUsage ??= createGraphUsage());
}
