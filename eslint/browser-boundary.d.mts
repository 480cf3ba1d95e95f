// Types of browser-boundary.mjs, for the TypeScript that reads it (tests/config/server-only.test.ts).
export const SHARED_MODULES: string[];
export const SHARED_FOLDERS: string[];
export function domains(root?: string): string[];
export function importPath(file: string): string;
export const TOOLING_MODULES: string[];
export function sharedImportPatterns(): string[];
export const LOWER_LAYERS: string[];
export function isSchemaModule(file: string): boolean;
export const SCHEMA_IMPORT_PATTERNS: string[];
