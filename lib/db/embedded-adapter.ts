// The Prisma driver adapter of the embedded database.
import "server-only";
import type { SqlDriverAdapterFactory } from "@prisma/client/runtime/client";
import { acquireEmbeddedDatabase } from "./embedded";

/**
 * Adapter factory for the embedded database. Constructing it touches nothing;
 * `connect()` (first query or `$connect()`) opens PGlite and applies migrations,
 * and the adapter's `dispose()` (`$disconnect()`) releases it.
 */
export class EmbeddedPGliteAdapterFactory implements SqlDriverAdapterFactory {
  readonly provider = "postgres";
  readonly adapterName = "pglite-prisma-adapter";

  constructor(private readonly dataDir: string) {}

  async connect() {
    const { pglite, release } = await acquireEmbeddedDatabase(this.dataDir);
    try {
      const { PrismaPGlite } = await import("pglite-prisma-adapter");
      const adapter = await new PrismaPGlite(pglite).connect();
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        try {
          await dispose();
        } finally {
          await release();
        }
      };
      return adapter;
    } catch (error) {
      await release();
      throw error;
    }
  }
}
