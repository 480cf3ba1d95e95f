// Types of layers.mjs, for the TypeScript that reads it (tests/config/layers.test.ts).
export const LAYERS: string[][];
export function partOf(libPath: string): string;
export const layersPlugin: { rules: Record<string, unknown> };
