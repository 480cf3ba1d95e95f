/**
 * Global setup: one migrated in-memory database, dumped to a file that every test file's in-memory database starts
 * from (EMBEDDED_MEMORY_TEMPLATE, lib/db/embedded.ts). PGlite's initdb takes about 2 s; a copy opens in about 0.4 s.
 * The copy is made from prisma/migrations as they are now, and each database still checks its migrations on open.
 */
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { acquireEmbeddedDatabase, closeEmbeddedDatabases, MEMORY } from "@/lib/db/embedded";

declare module "vitest" {
  export interface ProvidedContext {
    embeddedTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // Opened and migrated as the app opens its own (no template is set in this process).
  const { pglite } = await acquireEmbeddedDatabase(MEMORY);
  try {
    const file = path.join(tmpdir(), `postloom-embedded-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    project.provide("embeddedTemplate", file);
    return () => rmSync(file, { force: true });
  } finally {
    await closeEmbeddedDatabases();
  }
}
