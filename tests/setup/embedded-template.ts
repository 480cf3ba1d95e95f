/**
 * Global setup: one migrated in-memory database, dumped to a file that every test file's in-memory database starts
 * from (EMBEDDED_MEMORY_TEMPLATE, lib/db/embedded.ts). PGlite's initdb takes about 2 s; a copy opens in about 0.4 s.
 * The copy is made from prisma/migrations as they are now, and each database still checks its migrations on open.
 */
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "@/lib/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    embeddedTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite = new PGlite();
  const saved = process.exitCode;
  try {
    await pglite.waitReady;
    await applyMigrations(pglite);
    const file = path.join(tmpdir(), `postloom-embedded-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    project.provide("embeddedTemplate", file);
    return () => rmSync(file, { force: true });
  } finally {
    await pglite.close();
    // PGlite sets process.exitCode as it opens and closes.
    process.exitCode = saved;
  }
}
