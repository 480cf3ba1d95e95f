// Posts in the LinkedIn double: POST /rest/posts (the Posts API's body, checked as LinkedIn checks it: the author the
// member may post as, the commentary's length and little-text escapes, one image or a multiImage of 2 to 20 uploaded
// images of the author, no duplicate), the author's posts read back newest first (GET /rest/posts?q=author), and a
// post's engagement (GET /rest/socialMetadata/<urn>).
import {
  accessDenied,
  authenticate,
  badParam,
  fail,
  jsonBody,
  mayReadAs,
  mayWriteAs,
  pagingParams,
  parseAuthor,
  reply,
  unprocessable,
  urnParamEncoded,
  type Author,
  type Exchange,
  type Route,
} from "./state";
import { shownText, unescapedReserved } from "./little-text";
import type { ReceivedLinkedInImage, ReceivedLinkedInPost } from "./types";

/** The most characters (code points) a commentary may have, as shown. */
export const MAX_COMMENTARY = 3_000;
export const MIN_MULTI_IMAGES = 2;
export const MAX_MULTI_IMAGES = 20;

const VISIBILITIES = ["PUBLIC", "CONNECTIONS", "LOGGED_IN"];
const FEED_DISTRIBUTIONS = ["MAIN_FEED", "NONE"];

type ImageRef = { id: string; altText?: string };
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const required = (field: string) => `${field} :: field is required but not found and has no default value`;

/** An { id, altText? } of the post's content: an uploaded image of the author; else what LinkedIn refuses it with. */
function imageOf(exchange: Exchange, author: Author, ref: unknown, field: string): ReceivedLinkedInImage | string {
  if (!isObject(ref) || typeof ref.id !== "string") return required(`${field}/id`);
  if (ref.altText !== undefined && typeof ref.altText !== "string") return `${field}/altText :: not a string`;
  if (!ref.id.startsWith("urn:li:image:")) return `${field}/id :: ${ref.id} is not an image URN (the double takes images only)`;
  const image = exchange.state.images.get(ref.id);
  if (!image) return `${field}/id :: ${ref.id} does not exist`;
  if (image.status !== "AVAILABLE" || !image.bytes) return `${ref.id} is not AVAILABLE`;
  if (image.owner !== author.urn) return `${field}/id :: ${ref.id} is owned by ${image.owner}, not by the author ${author.urn}`;
  return { id: image.urn, bytes: image.bytes, contentType: image.contentType!, ...(ref.altText !== undefined && { altText: ref.altText }) };
}

/** The post's images and its content as stored (one media, or a multiImage), or what LinkedIn refuses it with. */
function contentOf(exchange: Exchange, author: Author, content: unknown): { images: ReceivedLinkedInImage[]; content?: Json } | string {
  if (content === undefined) return { images: [] };
  if (!isObject(content)) return "/content :: not an object";
  const kinds = Object.keys(content);
  if (kinds.length !== 1) return `/content :: exactly one of media or multiImage expected, got ${kinds.join(", ") || "none"}`;
  const ref = (r: unknown): ImageRef => ({ id: (r as ImageRef).id, ...((r as ImageRef).altText !== undefined && { altText: (r as ImageRef).altText }) });
  if (kinds[0] === "media") {
    const image = imageOf(exchange, author, content.media, "/content/media");
    return typeof image === "string" ? image : { images: [image], content: { media: ref(content.media) } };
  }
  if (kinds[0] === "multiImage") {
    const multi = content.multiImage;
    if (!isObject(multi) || !Array.isArray(multi.images)) return required("/content/multiImage/images");
    if (multi.images.length < MIN_MULTI_IMAGES || multi.images.length > MAX_MULTI_IMAGES)
      return `/content/multiImage/images :: a multiImage post has ${MIN_MULTI_IMAGES} to ${MAX_MULTI_IMAGES} images, got ${multi.images.length}`;
    const images: ReceivedLinkedInImage[] = [];
    for (const [n, item] of multi.images.entries()) {
      const image = imageOf(exchange, author, item, `/content/multiImage/images/${n}`);
      if (typeof image === "string") return image;
      images.push(image);
    }
    return { images, content: { multiImage: { images: multi.images.map(ref) } } };
  }
  return `/content :: ${kinds[0]} content is not supported by the double (media or multiImage of images)`;
}

/** POST /rest/posts: creates the post and answers 201 with its URN in x-restli-id. */
export const createPost: Route = (exchange) => {
  const { state, request, url } = exchange;
  if (request.method !== "POST" || url.pathname !== "/rest/posts") return false;
  const token = authenticate(exchange);
  if (!token) return true;
  const parsed = jsonBody(exchange);
  if (!parsed) return true;
  const body = parsed.value;
  if (!isObject(body)) return unprocessable(exchange, "/ :: the body must be a JSON object");
  if (body.author === undefined) return unprocessable(exchange, required("/author"));
  const author = parseAuthor(body.author);
  if (!author) return unprocessable(exchange, `/author :: ${JSON.stringify(body.author)} is not an organization or person URN`);
  if (!mayWriteAs(state, token, author)) return accessDenied(exchange, "partnerApiPostsExternal.CREATE.20251001");

  for (const field of ["commentary", "visibility", "distribution", "lifecycleState"])
    if (body[field] === undefined) return unprocessable(exchange, required(`/${field}`));
  if (typeof body.commentary !== "string") return unprocessable(exchange, "/commentary :: not a string");
  if (typeof body.visibility !== "string" || !VISIBILITIES.includes(body.visibility))
    return unprocessable(exchange, `/visibility :: ${JSON.stringify(body.visibility)} is not one of ${VISIBILITIES.join(", ")}`);
  if (author.kind === "organization" && body.visibility === "CONNECTIONS")
    return unprocessable(exchange, "/visibility :: CONNECTIONS is for a member's posts, not an organization's");
  const distribution = body.distribution;
  if (!isObject(distribution) || distribution.feedDistribution === undefined) return unprocessable(exchange, required("/distribution/feedDistribution"));
  if (typeof distribution.feedDistribution !== "string" || !FEED_DISTRIBUTIONS.includes(distribution.feedDistribution))
    return unprocessable(
      exchange,
      `/distribution/feedDistribution :: ${JSON.stringify(distribution.feedDistribution)} is not one of ${FEED_DISTRIBUTIONS.join(", ")}`,
    );
  for (const list of ["targetEntities", "thirdPartyDistributionChannels"])
    if (distribution[list] !== undefined && !Array.isArray(distribution[list])) return unprocessable(exchange, `/distribution/${list} :: not an array`);
  if (body.lifecycleState !== "PUBLISHED")
    return unprocessable(exchange, `/lifecycleState :: ${JSON.stringify(body.lifecycleState)}: the double takes PUBLISHED posts only`);
  if (body.isReshareDisabledByAuthor !== undefined && typeof body.isReshareDisabledByAuthor !== "boolean")
    return unprocessable(exchange, "/isReshareDisabledByAuthor :: not a boolean");

  const commentary = body.commentary;
  // Counted on the text as shown (escapes and templates are markup), which is what the channel's rule counts.
  const length = [...shownText(commentary)].length;
  if (length > MAX_COMMENTARY) return unprocessable(exchange, `/commentary :: length ${length} exceeds ${MAX_COMMENTARY}`);
  const bare = unescapedReserved(commentary);
  if (bare)
    return unprocessable(
      exchange,
      `/commentary :: reserved character "${bare.character}" at position ${bare.position} is not escaped: write it as "\\${bare.character}", or use a {hashtag|\\#|word} or @[Name](urn:li:organization:<id>) template`,
    );
  const content = contentOf(exchange, author, body.content);
  if (typeof content === "string") return unprocessable(exchange, content);

  const duplicate = state.posts.find((post) => post.author === author.urn && post.commentary === commentary);
  if (duplicate) return fail(exchange, 422, "DUPLICATE_POST", `Content is a duplicate of ${duplicate.id}`);

  const id = `urn:li:share:73800000000${String(++state.postCounter).padStart(8, "0")}`;
  const post: ReceivedLinkedInPost = { id, author: author.urn, commentary, images: content.images, createdAt: new Date() };
  state.posts.push(post);
  state.postDetails.set(id, { visibility: body.visibility, lifecycleState: "PUBLISHED", ...(content.content && { content: content.content }) });
  return reply(exchange, 201, undefined, { "x-restli-id": id });
};

/** GET /rest/posts?q=author&author=<encoded urn>&start&count&sortBy: the author's posts, newest first. */
export const listPosts: Route = (exchange) => {
  const { state, request, url } = exchange;
  if (request.method !== "GET" || url.pathname !== "/rest/posts") return false;
  const token = authenticate(exchange);
  if (!token) return true;
  const query = url.searchParams;
  if (query.get("q") !== "author") return badParam(exchange, `Unsupported finder "${query.get("q") ?? ""}" on posts (the double serves q=author)`);
  if (!urnParamEncoded(exchange, "author")) return true;
  const author = parseAuthor(query.get("author"));
  if (!author) return badParam(exchange, `Invalid query parameter author: ${JSON.stringify(query.get("author"))} is not an organization or person URN`);
  const sortBy = query.get("sortBy");
  if (sortBy !== null && sortBy !== "LAST_MODIFIED" && sortBy !== "CREATED") return badParam(exchange, `Invalid query parameter sortBy: ${sortBy}`);
  if (!mayReadAs(state, token, author)) return accessDenied(exchange, "partnerApiPostsExternal.FINDER-author.20251001");
  const paging = pagingParams(exchange);
  if (!paging) return true;
  const all = state.posts.filter((post) => post.author === author.urn).reverse();
  return reply(exchange, 200, {
    elements: all.slice(paging.start, paging.start + paging.count).map((post) => {
      const details = state.postDetails.get(post.id)!;
      const at = post.createdAt.getTime();
      return {
        id: post.id,
        author: post.author,
        commentary: post.commentary,
        visibility: details.visibility,
        createdAt: at,
        publishedAt: at,
        lastModifiedAt: at,
        lifecycleState: details.lifecycleState,
        ...(details.content && { content: details.content }),
      };
    }),
    paging: { start: paging.start, count: paging.count, total: all.length },
  });
};

/** GET /rest/socialMetadata/<URL-encoded post urn>: the post's reactions (the types it has) and comments. */
export const socialMetadata: Route = (exchange) => {
  const { state, request, url } = exchange;
  const raw = request.method === "GET" ? /^\/rest\/socialMetadata\/([^/]+)$/.exec(url.pathname)?.[1] : undefined;
  if (raw === undefined) return false;
  const token = authenticate(exchange);
  if (!token) return true;
  if (raw.includes(":"))
    return badParam(exchange, "The post URN in the path must be URL-encoded (urn%3Ali%3Ashare%3A...) with X-Restli-Protocol-Version 2.0.0");
  const urn = decodeURIComponent(raw);
  const post = state.posts.find((p) => p.id === urn);
  if (!post) return fail(exchange, 404, "NOT_FOUND", `No social metadata for ${urn}: no such post`);
  if (!mayReadAs(state, token, parseAuthor(post.author)!)) return accessDenied(exchange, "socialMetadata.GET.20251001");
  const figures = state.engagement.get(urn) ?? { likes: 0, praise: 0, comments: 0 };
  const reactions: Record<string, { reactionType: string; count: number }> = {};
  // LinkedIn lists only the reaction types a post has.
  if (figures.likes) reactions.LIKE = { reactionType: "LIKE", count: figures.likes };
  if (figures.praise) reactions.PRAISE = { reactionType: "PRAISE", count: figures.praise };
  return reply(exchange, 200, {
    reactionSummaries: reactions,
    commentsState: "OPEN",
    reactionsState: "OPEN",
    commentSummary: { count: figures.comments, topLevelCount: figures.comments },
    entity: urn,
  });
};
