// The Graph API tests' shared setup: the Facebook double (replies of two pages) and the production client pointed at
// it, with the helpers that make a page target and a photo, and catch a FacebookError. A test file calls
// setUpGraphApi() once at its top level: it starts the double before the file's tests, resets it after each, and
// stops it at the end. `graph` and `api` are live bindings, set once the file's tests start.
import { afterAll, afterEach, beforeAll } from "vitest";
import { createGraphApi } from "@/lib/channels/facebook/graph-api";
import { startGraphDouble, type GraphDouble } from "../../support/facebook-graph-double";

export let graph: GraphDouble;
export let api: ReturnType<typeof createGraphApi>;

export function setUpGraphApi() {
  beforeAll(async () => {
    graph = await startGraphDouble({ pageSize: 2 });
    api = createGraphApi({
      graphUrl: graph.url,
      dialogUrl: "https://www.facebook.com/v23.0/dialog/oauth",
      appId: graph.appId,
      appSecret: graph.appSecret,
      redirectUri: graph.redirectUri,
      timeoutMs: 1_000,
    });
  });
  afterEach(() => graph.reset());
  afterAll(() => graph.stop());
}

export const target = (pageId = "1001") => ({ pageId, pageToken: graph.pageToken(pageId) });

/** A JPEG's first bytes, told apart by `n`. */
export const photo = (n: number, altText?: string) => ({ data: new Uint8Array([0xff, 0xd8, 0xff, n]), contentType: "image/jpeg", ...(altText && { altText }) });

export { failure } from "../../support/graph-failure";
