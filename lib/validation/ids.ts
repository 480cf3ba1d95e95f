// Ids taken from an address (/api/post/{id}). A value that cannot be an id names nothing, so it is
// answered like a row that does not exist: 404, never a database error.
import { AppError } from "@/lib/api/errors";

/** The largest value of PostgreSQL's integer, the type of every serial id. */
export const MAX_ID = 2_147_483_647;

/** A serial (integer) id, or null when the value cannot be one. */
export function serialIdOrNull(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID ? Number(value) : null;
}

/** A serial (integer) id, or NOT_FOUND with `message`. */
export function serialIdFrom(value: string, message: string): number {
  const id = serialIdOrNull(value);
  if (id === null) throw new AppError("NOT_FOUND", message);
  return id;
}

/** A cuid (Prisma's `@default(cuid())`), or NOT_FOUND with `message`. */
export function cuidFrom(value: string, message: string): string {
  if (!/^[a-z0-9]{20,32}$/.test(value)) throw new AppError("NOT_FOUND", message);
  return value;
}

/** A picture's place in a post (`?item=`, from 0; 0 when left out), or NOT_FOUND with `message`. */
export function itemFrom(url: string, message: string): number {
  const item = new URL(url).searchParams.get("item") ?? "0";
  if (!/^\d$/.test(item)) throw new AppError("NOT_FOUND", message);
  return Number(item);
}
