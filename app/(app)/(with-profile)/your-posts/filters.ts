export const FILTERS = [
  { value: "all", label: "All Posts", status: undefined },
  { value: "published", label: "Published", status: "PUBLISHED" },
  { value: "scheduled", label: "Scheduled", status: "SCHEDULED" },
  { value: "generated", label: "Generated", status: "GENERATED" },
] as const;

export type FilterValue = (typeof FILTERS)[number]["value"];

export function filterFrom(value: string | null) {
  return FILTERS.find((f) => f.value === value) ?? FILTERS[0];
}

/** Page numbers to show, with null for a gap: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i);
  const pages = new Set([0, total - 1, current - 1, current, current + 1].filter((p) => p >= 0 && p < total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - sorted[i - 1]! > 1 ? [null, page] : [page]));
}
