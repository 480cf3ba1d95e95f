// Dates in the browser's locale and time zone; scheduled times name the zone (DESIGN.md).
export function formatDate(value: string | Date) {
  return new Date(value).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

export function formatDateTime(value: string | Date, withZone = false) {
  return new Date(value).toLocaleString(undefined, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(withZone && { timeZoneName: "short" }),
  });
}

/** The US long date the spec names for the Posts Overview (e.g. "November 22, 2026"). */
export function formatUsLongDate(value: string | Date) {
  return new Date(value).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}
