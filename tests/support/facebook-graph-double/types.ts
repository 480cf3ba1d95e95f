// The Facebook Graph double's public types: what it received, what a test scripts, and how it is started.
import type { IncomingMessage, ServerResponse } from "node:http";

/** A photo as the double received it (multipart `source`), with its `alt_text_custom`. */
export type ReceivedPhoto = { bytes: Buffer; contentType: string; filename: string; altText?: string };

/** A post on a page: to its feed (with a multi-photo post's `photos`), or a photo post (`image`). */
export type ReceivedPost = {
  pageId: string;
  kind: "feed" | "photo";
  message: string;
  link?: string;
  image?: ReceivedPhoto;
  /** A multi-photo post's photos (its attached_media), in order. */
  photos?: ReceivedPhoto[];
  id: string;
  at: number;
};

/** A photo uploaded with published=false: on no feed; once a post attaches it, `attachedTo` is that post. */
export type UnpublishedPhoto = ReceivedPhoto & { id: string; pageId: string; attachedTo?: string };

export type GraphRequest = { method: string; path: string; params: URLSearchParams | FormData };

/** A page as the double knows it: `role: false` for one reached only through a business, without a page token. */
export type DoublePage = { id: string; name: string; instagram?: { id: string; username: string }; role?: boolean };

/** What the double does with one request instead of its normal answer. */
export type Interception =
  | { reply: { status: number; body?: unknown; raw?: string } }
  /** Facebook takes the post, then the answer never comes (a time-out on our side). */
  | { acceptThen: "hang" | "drop" }
  /** Answer normally after a pause. */
  | { delayMs: number };

export type GraphDoubleOptions = {
  appId?: string;
  appSecret?: string;
  redirectUri?: string;
  /** Items per reply of every list (/me/accounts, /me/businesses, owned_pages, client_pages), to exercise paging. */
  pageSize?: number;
  /** The pages the user has a role on (/me/accounts). */
  pages?: DoublePage[];
  /** The user's Business Portfolios and the pages each owns or manages for clients. */
  businesses?: { id: string; ownedPages?: DoublePage[]; clientPages?: DoublePage[] }[];
  /** Added to every call (the benchmark's 50 ms). */
  latencyMs?: number;
  /** Listen here (the browser tests' stack has fixed ports); any free port otherwise. */
  port?: number;
  /**
   * Where requests this double doesn't know go on to, e.g. the Instagram double: one Graph address serves
   * both platforms, as graph.facebook.com does. An address (over HTTP), or a double's own handler (in this
   * process, as the benchmark does, to keep the doubles' CPU time out of what it measures).
   */
  forward?: string | GraphHandler;
};

/** Answers one Graph request whose body has already been read. */
export type GraphHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<void>;
