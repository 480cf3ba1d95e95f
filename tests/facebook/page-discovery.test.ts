// Finding every page a user can publish to, through the production Graph client against the double: the
// pages they have a role on (/me/accounts), the pages their Business Portfolios own or manage for clients,
// every list followed across its paging, each page once, with its picture and linked Instagram account.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createGraphApi } from "@/lib/channels/facebook/graph-api";
import { startGraphDouble, type GraphDouble } from "../support/facebook-graph-double";

let graph: GraphDouble;
let api: ReturnType<typeof createGraphApi>;

beforeAll(async () => {
  graph = await startGraphDouble({
    pageSize: 2,
    pages: [
      { id: "1001", name: "Corner Bakery", instagram: { id: "17841400000001", username: "cornerbakery" } },
      { id: "1002", name: "Corner Bakery Events" },
      { id: "1003", name: "Corner Bakery Catering" },
    ],
    businesses: [
      {
        id: "b-1",
        // 1001 again (the user also has a role on it), two pages only the portfolio reaches, and one of them
        // without a page token for this user.
        ownedPages: [
          { id: "1001", name: "Corner Bakery", instagram: { id: "17841400000001", username: "cornerbakery" } },
          { id: "2001", name: "Corner Bakery Westside", instagram: { id: "17841400000002", username: "cornerbakery.west" } },
          { id: "2002", name: "Corner Bakery Archive", role: false },
        ],
        clientPages: [{ id: "3001", name: "Flour Mill Co-op" }],
      },
      { id: "b-2", ownedPages: [{ id: "2001", name: "Corner Bakery Westside", instagram: { id: "17841400000002", username: "cornerbakery.west" } }] },
      { id: "b-3" },
    ],
  });
  api = createGraphApi({
    graphUrl: graph.url,
    dialogUrl: "https://facebook.test/dialog",
    appId: graph.appId,
    appSecret: graph.appSecret,
    redirectUri: graph.redirectUri,
  });
});
afterAll(() => graph.stop());

async function userToken() {
  return (await api.extendUserToken((await api.exchangeCode(graph.issueCode(), "user-1")).accessToken)).accessToken;
}

it("finds the pages of the user's roles and of their Business Portfolios, each once, across paging", async () => {
  const pages = await api.listPages(await userToken());
  expect(pages.map((page) => page.id)).toEqual(["1001", "1002", "1003", "2001", "3001"]);
  // Three businesses over two replies, and each list followed to its end.
  const asked = (path: string) => graph.requests.filter((r) => r.path === path).length;
  expect([
    asked("/me/accounts"),
    asked("/me/businesses"),
    asked("/b-1/owned_pages"),
    asked("/b-1/client_pages"),
    asked("/b-2/owned_pages"),
    asked("/b-3/owned_pages"),
  ]).toEqual([2, 2, 2, 1, 1, 1]);
});

it("keeps each page's token, picture and linked Instagram account, and leaves out a page it could not post to", async () => {
  const pages = await api.listPages(await userToken());
  expect(pages.find((page) => page.id === "2001")).toEqual({
    id: "2001",
    name: "Corner Bakery Westside",
    accessToken: graph.pageToken("2001"),
    pictureUrl: "https://scontent.example.fbcdn.net/2001.jpg",
    instagram: { id: "17841400000002", username: "cornerbakery.west", pictureUrl: "https://scontent.example.cdninstagram.com/17841400000002.jpg" },
  });
  expect(pages.find((page) => page.id === "1002")?.instagram).toBeNull();
  // The archive page has no token for this user: it is not offered.
  expect(pages.some((page) => page.id === "2002")).toBe(false);
  // Every list asked for the page's token, picture and Instagram account in the same call.
  for (const request of graph.requests.filter((r) => /pages$|accounts$/.test(r.path) && !r.params.get("offset"))) {
    expect(String(request.params.get("fields"))).toBe("id,name,access_token,picture{url},instagram_business_account{id,username,profile_picture_url}");
  }
});
