// Building blocks of hand-written SQL: named prepared statements, times and JSON objects built in the database.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

const PREPARED_MARK = "/* prepared */";

/**
 * Put first in a `$queryRaw` template to run that statement as a named prepared statement on PostgreSQL:
 * each connection plans it once instead of on every call (for a page of posts, planning was most of the
 * database's time). Only marked statements are named, so their number stays small and every other query
 * keeps a plan made for its own values. The embedded database ignores the names.
 */
export const PREPARED = Prisma.raw(`${PREPARED_MARK} `);

/** A column's time as JSON.stringify writes a Date, for JSON built in SQL (the columns hold UTC times without a zone). */
export const isoTime = (column: Prisma.Sql) => Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `json_build_object('key', value, ...)` from one SQL expression per key. Typed with a reply's type
 * (`jsonObject<Post>({...})`), the compiler holds the keys to it: a field added to the schema and not here, or
 * written here and not there, does not compile.
 */
export function jsonObject<T>(fields: { [K in keyof Required<T>]: Prisma.Sql }): Prisma.Sql {
  const pairs = Object.entries<Prisma.Sql>(fields).map(([key, value]) => {
    if (!/^\w+$/.test(key)) throw new Error(`Not a JSON key for SQL: ${key}`);
    return Prisma.sql`'${Prisma.raw(key)}', ${value}`;
  });
  return Prisma.sql`json_build_object(${Prisma.join(pairs)})`;
}

const statementNames = new Map<string, string>();

/** One name per distinct marked SQL text; "" leaves a statement unnamed (pg prepares it anew each time). */
export function nameStatement({ sql }: { sql: string }): string {
  if (!sql.startsWith(PREPARED_MARK)) return "";
  let name = statementNames.get(sql);
  if (name === undefined) statementNames.set(sql, (name = `postloom_${statementNames.size}`));
  return name;
}
