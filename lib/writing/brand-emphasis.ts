// Brand emphasis (the form's businessProfileWeight, 0–100): the five bands of docs/product.md §9.
// The slider shows the hint; the prompt builder and the offline writer use the band.

export const BRAND_EMPHASIS = { min: 0, max: 100, step: 5, default: 50 } as const;

export const BRAND_EMPHASIS_BANDS = [
  { upTo: 20, hint: "Minimally reference business details" },
  { upTo: 40, hint: "Lightly include business information" },
  { upTo: 60, hint: "Balanced use of business details" },
  { upTo: 80, hint: "Prominently feature business information" },
  { upTo: 100, hint: "Extensively use business profile details" },
] as const;

/** 0 (minimal) to 4 (extensive). */
export type BrandEmphasisLevel = 0 | 1 | 2 | 3 | 4;

export function brandEmphasisLevel(weight: number): BrandEmphasisLevel {
  const index = BRAND_EMPHASIS_BANDS.findIndex((band) => weight <= band.upTo);
  return (index === -1 ? 4 : index) as BrandEmphasisLevel;
}

export function brandEmphasisHint(weight: number): string {
  return BRAND_EMPHASIS_BANDS[brandEmphasisLevel(weight)].hint;
}
