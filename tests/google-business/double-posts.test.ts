// The Google Business Profile double (tests/support/google-business-double) holds to the wire contract Postloom's
// client speaks: driven here with plain fetch over HTTP, as the client will drive it. Here: a local post created,
// checked as Google checks a LocalPost (its summary, call to action, event, offer and media), and its photo fetched
// from a real local HTTP server and refused as Google refuses it. (A post's states, listing, deletion and insights:
// double-post-states.test.ts.)
import { describe, expect, it } from "vitest";
import { testPicture } from "../support/image-server";
import {
  AIRPORT,
  answer,
  api,
  createPost,
  DOWNTOWN,
  g,
  images,
  invalid,
  jpeg,
  MAIN,
  noise,
  photo,
  setUpGoogleBusinessDouble,
  standard,
} from "./support/double-setup";

setUpGoogleBusinessDouble();

describe("local posts", () => {
  it("a STANDARD post with a photo: Google fetches the photo, answers the post PROCESSING, and the first read shows it LIVE", async () => {
    const token = g.userToken().accessToken;
    const sent = standard("Fresh sourdough today", {
      callToAction: { actionType: "ORDER", url: "https://maplestreet.example/order" },
      media: [{ mediaFormat: "PHOTO", sourceUrl: photo }],
    });
    const created = await answer(await createPost(token, sent));
    expect(created).toEqual({
      status: 200,
      body: {
        name: expect.stringMatching(/^accounts\/101\/locations\/201\/localPosts\/\d+$/),
        languageCode: "en",
        summary: "Fresh sourdough today",
        callToAction: { actionType: "ORDER", url: "https://maplestreet.example/order" },
        createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
        updateTime: expect.any(String),
        state: "PROCESSING",
        media: [
          {
            name: expect.stringMatching(/^accounts\/101\/locations\/201\/media\/localPosts\/.+/),
            mediaFormat: "PHOTO",
            sourceUrl: photo,
            googleUrl: expect.any(String),
          },
        ],
        searchUrl: expect.stringMatching(/^https:\/\/local\.google\.com\/place\?id=\d+&use=posts&lpsid=\d+$/),
        topicType: "STANDARD",
      },
    });
    const name = created.body.name as string;
    expect(created.body.searchUrl).toContain(`lpsid=${name.split("/").pop()}`);
    // Google fetched the photo before answering.
    expect(g.posts).toEqual([
      {
        name,
        location: MAIN,
        body: created.body,
        state: "PROCESSING",
        photo: { bytes: jpeg, contentType: "image/jpeg", width: 400, height: 300 },
        createdAt: expect.any(Date),
      },
    ]);
    const googleUrl = (created.body.media as { googleUrl: string }[])[0]!.googleUrl;
    const served = await fetch(googleUrl);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);

    const read = await answer(await api(`/v4/${name}`, { token }));
    expect(read).toEqual({ status: 200, body: { ...created.body, state: "LIVE" } });
    expect(g.posts[0]!.state).toBe("LIVE");
    expect(g.posts[0]!.body.state).toBe("LIVE");
  });

  it("a PNG photo is taken too, its size read from the PNG header", async () => {
    const png = await noise(300, 260, "png");
    const created = await createPost(
      g.userToken().accessToken,
      standard("In PNG", { media: [{ mediaFormat: "PHOTO", sourceUrl: images.serve("p.png", png) }] }),
    );
    expect(created.status).toBe(200);
    expect(g.posts[0]!.photo).toEqual({ bytes: png, contentType: "image/png", width: 300, height: 260 });
  });

  it("an OFFER with a coupon, terms, a redeem link and its dates", async () => {
    const token = g.userToken().accessToken;
    const offer = {
      languageCode: "en",
      summary: "Two loaves for one this weekend",
      topicType: "OFFER",
      event: { title: "Weekend loaf offer", schedule: { startDate: { year: 2026, month: 3, day: 7 }, endDate: { year: 2026, month: 3, day: 8 } } },
      offer: { couponCode: "LOAF2", redeemOnlineUrl: "https://maplestreet.example/offer", termsConditions: "One per customer." },
    };
    const created = await answer(await createPost(token, offer, DOWNTOWN));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...offer, state: "PROCESSING", name: expect.stringMatching(/^accounts\/101\/locations\/202\/localPosts\//) });
    expect(created.body).not.toHaveProperty("media");
    expect(g.posts[0]).toMatchObject({ location: DOWNTOWN, state: "PROCESSING" });
    expect(g.posts[0]).not.toHaveProperty("photo");
    // An offer needs no summary.
    const { summary: _summary, ...noSummary } = offer;
    expect((await createPost(token, noSummary)).status).toBe(200);
  });

  it("an EVENT with its times and a call to action", async () => {
    const token = g.userToken().accessToken;
    const event = {
      languageCode: "en",
      summary: "Learn to shape a boule.",
      topicType: "EVENT",
      event: {
        title: "Bread class",
        schedule: {
          startDate: { year: 2026, month: 4, day: 11 },
          startTime: { hours: 18, minutes: 30 },
          endDate: { year: 2026, month: 4, day: 11 },
          endTime: { hours: 20, minutes: 0, seconds: 0, nanos: 0 },
        },
      },
      callToAction: { actionType: "BOOK", url: "https://maplestreet.example/class" },
    };
    const created = await answer(await createPost(token, event));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...event, state: "PROCESSING" });
    // CALL where the location has a phone: no url.
    expect((await createPost(token, standard("Call us", { callToAction: { actionType: "CALL" } }))).status).toBe(200);
    expect(g.posts).toHaveLength(2);
  });

  it("the summary: 1,500 characters (code points) at most; a STANDARD post needs one", async () => {
    const token = g.userToken().accessToken;
    expect((await createPost(token, standard("🥐".repeat(1500)))).status).toBe(200);
    expect(await answer(await createPost(token, standard("a".repeat(1501))))).toEqual(invalid("summary"));
    expect(await answer(await createPost(token, standard("")))).toEqual(invalid("summary"));
    expect(await answer(await createPost(token, { topicType: "STANDARD" }))).toEqual(invalid("summary"));
    expect(g.posts).toHaveLength(1);
  });

  it("the call to action: CALL without a phone, a url on CALL, no url for BOOK, a url not http(s), an unknown actionType: 400", async () => {
    const token = g.userToken().accessToken;
    expect(await answer(await createPost(token, standard("Call us", { callToAction: { actionType: "CALL" } }), DOWNTOWN))).toEqual(
      invalid("call_to_action.action_type"),
    );
    expect(await answer(await createPost(token, standard("Call us", { callToAction: { actionType: "CALL", url: "tel:+15550100" } })))).toEqual(
      invalid("call_to_action.url"),
    );
    expect(await answer(await createPost(token, standard("Book", { callToAction: { actionType: "BOOK" } })))).toEqual(invalid("call_to_action.url"));
    expect(await answer(await createPost(token, standard("Shop", { callToAction: { actionType: "SHOP", url: "ftp://maplestreet.example" } })))).toEqual(
      invalid("call_to_action.url"),
    );
    expect(await answer(await createPost(token, standard("Get", { callToAction: { actionType: "GET_OFFER", url: "https://x.example" } })))).toEqual(
      invalid("call_to_action.action_type"),
    );
    expect(g.posts).toEqual([]);
  });

  it("events and offers: a missing title or schedule, a title over 58, an end before its start, a date that does not exist, offer or event where they do not belong: 400", async () => {
    const token = g.userToken().accessToken;
    const schedule = { startDate: { year: 2026, month: 3, day: 7 }, endDate: { year: 2026, month: 3, day: 8 } };
    const eventPost = (event: unknown, extra: Record<string, unknown> = {}) => ({ summary: "Come along", topicType: "EVENT", event, ...extra });
    expect(await answer(await createPost(token, { summary: "No event", topicType: "EVENT" }))).toEqual(invalid("event"));
    expect(await answer(await createPost(token, eventPost({ schedule })))).toEqual(invalid("event.title"));
    expect(await answer(await createPost(token, eventPost({ title: "Class" })))).toEqual(invalid("event.schedule"));
    expect(await answer(await createPost(token, { topicType: "OFFER", event: { title: "Offer" } }))).toEqual(invalid("event.schedule"));
    expect((await createPost(token, eventPost({ title: "t".repeat(58), schedule }))).status).toBe(200);
    expect(await answer(await createPost(token, eventPost({ title: "t".repeat(59), schedule })))).toEqual(invalid("event.title"));
    const backwards = { startDate: { year: 2026, month: 3, day: 8 }, endDate: { year: 2026, month: 3, day: 7 } };
    expect(await answer(await createPost(token, eventPost({ title: "Class", schedule: backwards })))).toEqual(invalid("event.schedule"));
    const sameDayBackwards = { ...schedule, endDate: schedule.startDate, startTime: { hours: 18 }, endTime: { hours: 9 } };
    expect(await answer(await createPost(token, eventPost({ title: "Class", schedule: sameDayBackwards })))).toEqual(invalid("event.schedule"));
    const february30 = { startDate: { year: 2026, month: 2, day: 30 }, endDate: { year: 2026, month: 3, day: 2 } };
    expect(await answer(await createPost(token, eventPost({ title: "Class", schedule: february30 })))).toEqual(invalid("event.schedule.start_date"));
    const badTime = { ...schedule, startTime: { hours: 25 } };
    expect(await answer(await createPost(token, eventPost({ title: "Class", schedule: badTime })))).toEqual(invalid("event.schedule.start_time"));
    expect(await answer(await createPost(token, eventPost({ title: "Class", schedule }, { offer: { couponCode: "X" } })))).toEqual(invalid("offer"));
    expect(await answer(await createPost(token, standard("Offer?", { offer: { couponCode: "X" } })))).toEqual(invalid("offer"));
    expect(await answer(await createPost(token, standard("Event?", { event: { title: "Class", schedule } })))).toEqual(invalid("event"));
    expect(g.posts).toHaveLength(1);
  });

  it("media: two items, a format other than PHOTO, a sourceUrl not http(s): 400", async () => {
    const token = g.userToken().accessToken;
    const two = [
      { mediaFormat: "PHOTO", sourceUrl: photo },
      { mediaFormat: "PHOTO", sourceUrl: photo },
    ];
    expect(await answer(await createPost(token, standard("Two", { media: two })))).toEqual(invalid("media"));
    expect(await answer(await createPost(token, standard("Video", { media: [{ mediaFormat: "VIDEO", sourceUrl: photo }] })))).toEqual(
      invalid("media[0].media_format"),
    );
    expect(await answer(await createPost(token, standard("File", { media: [{ mediaFormat: "PHOTO", sourceUrl: "file:///etc/passwd" }] })))).toEqual(
      invalid("media[0].source_url"),
    );
    expect(g.posts).toEqual([]);
  });

  it("the photo as Google fetches it: not there, not an image, under 10 KB, over 5 MB, or under 250 x 250: 400 on media[0].source_url", async () => {
    const token = g.userToken().accessToken;
    const withPhoto = (url: string) => standard("Look", { media: [{ mediaFormat: "PHOTO", sourceUrl: url }] });
    const refused = async (url: string) => {
      const response = await answer(await createPost(token, withPhoto(url)));
      expect(response).toEqual(invalid("media[0].source_url"));
      return (response.body.error as { details: { fieldViolations: { description: string }[] }[] }).details[0]!.fieldViolations[0]!.description;
    };
    expect(await refused(`${images.base}/missing.jpg`)).toContain("404");
    expect(await refused(images.serve("page.html", Buffer.from(`<html>${"x".repeat(20_000)}</html>`)))).toContain("not a JPEG or PNG");
    const tiny = await testPicture(300, 300);
    expect(tiny.length).toBeLessThan(10 * 1024);
    expect(await refused(images.serve("tiny.jpg", tiny))).toContain("at least 10240");
    const small = await noise(249, 400);
    expect(small.length).toBeGreaterThan(10 * 1024);
    expect(await refused(images.serve("narrow.jpg", small))).toContain("249x400");
    expect(await refused(images.serve("square.jpg", await noise(200, 200)))).toContain("200x200");
    const huge = await noise(1400, 1300, "png");
    expect(huge.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(await refused(images.serve("huge.png", huge))).toContain("at most 5242880");
    expect(g.posts).toEqual([]);
    expect((await createPost(token, withPhoto(images.serve("exact.jpg", await noise(250, 250))))).status).toBe(200);
  });

  it("a location that is not verified: 400 FAILED_PRECONDITION", async () => {
    expect(await answer(await createPost(g.userToken().accessToken, standard("From the airport"), AIRPORT))).toEqual({
      status: 400,
      body: { error: { code: 400, message: "Location is not verified.", status: "FAILED_PRECONDITION" } },
    });
    expect(g.posts).toEqual([]);
  });

  it("unknown fields are refused as Google refuses them; a body that is not JSON: 400", async () => {
    const token = g.userToken().accessToken;
    const unknown = await answer(await createPost(token, standard("x", { colour: "red" })));
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Unknown name \\"colour\\"');
    const broken = await fetch(`${g.url}/v4/${MAIN}/localPosts`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: "{",
    });
    expect(await answer(broken)).toMatchObject({ status: 400, body: { error: { code: 400, status: "INVALID_ARGUMENT" } } });
    expect(await answer(await createPost(token, { summary: "x", topicType: "NEWS" }))).toEqual(invalid("topic_type"));
  });
});
