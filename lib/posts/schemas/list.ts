// Query rules of GET /api/post (docs/product.md §7, §9).
import { z } from "zod";

export const POST_PAGE_SIZE = 10;
export const MAX_POST_PAGE_SIZE = 50;
export const POST_SORT_FIELDS = ["createdAt", "scheduledTime", "publishedAt", "id"] as const;
export const POST_STATUSES = ["GENERATED", "SCHEDULED", "PUBLISHED", "FAILED", "UNCONFIRMED", "PARTLY_PUBLISHED", "PROPOSED"] as const;

const integer = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? String(fallback) : v))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, `${name} must be a whole number`)
        .transform(Number)
        .pipe(z.number().int().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`)),
    );

export const listPostsQuerySchema = z.object({
  pageNo: integer("pageNo", 0, 100_000, 0),
  pageSize: integer("pageSize", 1, MAX_POST_PAGE_SIZE, POST_PAGE_SIZE),
  sortField: z.enum(POST_SORT_FIELDS, { error: `sortField must be one of ${POST_SORT_FIELDS.join(", ")}` }).default("createdAt"),
  sortDir: z
    .string()
    .default("DESC")
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(["ASC", "DESC"], { error: "sortDir must be ASC or DESC" })),
  status: z
    .string()
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined))
    .pipe(z.enum(POST_STATUSES, { error: `status must be one of ${POST_STATUSES.join(", ")}` }).optional()),
});

export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>;

/** Reads the query string into the schema's input, ignoring unknown parameters. */
export function listPostsQueryFrom(params: URLSearchParams) {
  const pick = (key: string) => params.get(key) ?? undefined;
  return listPostsQuerySchema.parse({
    pageNo: pick("pageNo"),
    pageSize: pick("pageSize"),
    sortField: pick("sortField"),
    sortDir: pick("sortDir"),
    status: pick("status"),
  });
}
