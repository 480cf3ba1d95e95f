/**
 * npm run db:migrate
 *
 * Applies pending prisma/migrations to the PostgreSQL database at DATABASE_URL
 * (the embedded PGlite database migrates itself on first use; see lib/db/embedded.ts).
 * Equivalent to `prisma migrate deploy`, without Prisma's native engine.
 */
import pg from "pg";
import { applyMigrations, defaultMigrationsDir } from "../lib/db/migrate";

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      "DATABASE_URL is not set. db:migrate applies migrations to PostgreSQL, e.g.\n" +
        "  DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postloom npm run db:migrate\n" +
        "(Without DATABASE_URL the app uses embedded PGlite, which migrates itself on start.)",
    );
    return 1;
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    console.log(`Migrating ${redact(url)} from ${defaultMigrationsDir()}`);
    const { applied } = await applyMigrations(client, { log: (message) => console.log(message) });
    console.log(applied.length === 0 ? "Database is up to date." : `Applied ${applied.length} migration(s).`);
    return 0;
  } finally {
    await client.end();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("db:migrate failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
