// Published media in the Instagram Graph API double: the account's media, newest first and paged
// (GET /{ig-user-id}/media), one media's fields (GET /{media-id}), and its lifetime insights
// (GET /{media-id}/insights), the figures made up from its caption.
import { ok, refused, type InstagramState, type PublishedMedia, type Reply } from "./state";

const instagramTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+0000");

/** GET /{ig-user-id}/media: the account's media, newest first, `limit` a reply (at most the pageSize option), with a next link while more follow. */
export function listMedia({ media, options }: InstagramState, accountId: string, params: URLSearchParams, host: string, path: string): Reply {
  const all = media.filter((m) => m.accountId === accountId).sort((a, b) => b.timestamp - a.timestamp);
  const limit = Math.min(Number(params.get("limit") ?? 25), options.pageSize ?? 100);
  const offset = Number(params.get("after") ?? 0);
  const fields = params.get("fields") ?? "id";
  const data = all.slice(offset, offset + limit).map((m) => ({
    id: m.id,
    ...(fields.includes("caption") && { caption: m.caption }),
    ...(fields.includes("timestamp") && { timestamp: instagramTime(m.timestamp) }),
    ...(fields.includes("permalink") && { permalink: m.permalink }),
  }));
  const more = offset + limit < all.length;
  const next = more ? `http://${host}${path}?${new URLSearchParams({ ...Object.fromEntries(params), after: String(offset + limit) })}` : undefined;
  return ok({ data, paging: { cursors: { before: String(offset), after: String(offset + limit) }, ...(next && { next }) } });
}

/** A media's figures, made up from its caption's length: the same every time. */
const figuresOf = (m: PublishedMedia) => {
  const n = m.caption.length;
  return { reach: n * 5, likes: n % 40, comments: n % 9, saved: n % 6, shares: n % 4, views: n * 8 };
};

/**
 * GET /{media-id}/insights?metric=…: its lifetime figures. A metric Instagram no longer answers (impressions, since
 * April 2025) or never did is refused as Instagram refuses it (#100); a carousel's children have none of their own.
 */
export function mediaInsights({ settings }: InstagramState, m: PublishedMedia, params: URLSearchParams): Reply {
  if (!settings.insightsGranted) return refused(10, "(#10) Application does not have permission for this action");
  const metrics = (params.get("metric") ?? "").split(",").filter(Boolean);
  const figures: Record<string, number> = figuresOf(m);
  const unknown = metrics.find((metric) => !(metric in figures) && metric !== "total_interactions");
  if (metrics.length === 0 || unknown) {
    return refused(
      100,
      `(#100) metric[${Math.max(0, metrics.indexOf(unknown ?? ""))}] must be one of the following values: ${Object.keys(figures).join(", ")}, total_interactions`,
    );
  }
  const total = figures.likes! + figures.comments! + figures.saved! + figures.shares!;
  return ok({
    data: metrics.map((metric) => ({
      name: metric,
      period: "lifetime",
      values: [{ value: metric === "total_interactions" ? total : figures[metric] }],
      id: `${m.id}/insights/${metric}/lifetime`,
    })),
  });
}

/** GET /{media-id}: the fields asked for of its id, permalink, caption, like and comment counts. */
export function readMedia(published: PublishedMedia, params: URLSearchParams): Reply {
  const fields = params.get("fields") ?? "";
  const { likes, comments } = figuresOf(published);
  return ok({
    id: published.id,
    ...(fields.includes("permalink") && { permalink: published.permalink }),
    ...(fields.includes("caption") && { caption: published.caption }),
    ...(fields.includes("like_count") && { like_count: likes }),
    ...(fields.includes("comments_count") && { comments_count: comments }),
  });
}
