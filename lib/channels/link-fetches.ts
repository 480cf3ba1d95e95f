// A channel that fetches a post's pictures from Postloom's links (its rules' `images.fetchedByLink`) does it while
// the call naming the link is open, and each of those fetches is a new connection back to the app. A process that
// opened a thousand such calls at once (a morning's scheduled posts) would have the platform knock a thousand times at
// once: past what the app's listening socket queues (511 by Node's default), the rest are dropped, the fetches time
// out and the posts are sent again. So each process keeps at most LINK_FETCHES_IN_FLIGHT of those calls open, and the
// others wait their turn, in order (docs/architecture.md, "Pictures fetched by link").
import "server-only";
import { turns } from "@/lib/turns";

/** The calls whose links a platform may be fetching at once, per process. */
export const LINK_FETCHES_IN_FLIGHT = 64;

// One gate per process: Next can evaluate this module more than once (the worker's copy and the routes').
const globalForGate = globalThis as typeof globalThis & { __postloomLinkFetches?: ReturnType<typeof turns> };

/** Makes `call`, a call during which the platform fetches a link of Postloom's, once fewer than the bound are open. */
export const whileLinkFetched = (globalForGate.__postloomLinkFetches ??= turns(LINK_FETCHES_IN_FLIGHT));
