/**
 * Chooses the database for each test file, before the test file's imports run
 * (top-level await), so `db` from lib/db/index.ts picks it up:
 *
 * - TEST_DATABASE_URL set (a PostgreSQL server, localhost only): create a fresh
 *   database `postloom_test_<random>` on it, apply prisma/migrations, point
 *   DATABASE_URL at it, and drop it after the file's tests.
 * - Otherwise: in-memory PGlite (DATA_DIR=memory://, no DATABASE_URL), opened on first query from the
 *   migrated copy tests/setup/embedded-template.ts made for the run.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { applyMigrations } from "@/lib/db/migrate";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

function serverUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error("TEST_DATABASE_URL is not a valid URL.");
  }
  if (!LOCAL_HOSTS.has(url.hostname)) {
    throw new Error(`Refusing TEST_DATABASE_URL on host "${url.hostname}": tests create and drop databases, ` + "so only localhost / 127.0.0.1 are allowed.");
  }
  return url;
}

const testServer = process.env.TEST_DATABASE_URL;

if (testServer) {
  const admin = serverUrl(testServer);
  const name = `postloom_test_${randomBytes(6).toString("hex")}`;
  const target = new URL(admin);
  target.pathname = `/${name}`;

  const adminClient = new pg.Client({ connectionString: admin.toString() });
  await adminClient.connect();
  try {
    await adminClient.query(`CREATE DATABASE "${name}"`);
  } finally {
    await adminClient.end();
  }

  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await applyMigrations(client);
  } finally {
    await client.end();
  }

  process.env.DATABASE_URL = target.toString();
  delete process.env.DATA_DIR;

  afterAll(async () => {
    // Close the app client's pool first, if the tests created it.
    const appDb = (globalThis as { __postloomDb?: { $disconnect(): Promise<void> } }).__postloomDb;
    await appDb?.$disconnect().catch(() => {});

    const dropper = new pg.Client({ connectionString: admin.toString() });
    await dropper.connect();
    try {
      await dropper.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  });
} else {
  process.env.DATA_DIR = "memory://";
  process.env.EMBEDDED_MEMORY_TEMPLATE = inject("embeddedTemplate");
  delete process.env.DATABASE_URL;
}
