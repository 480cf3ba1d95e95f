// What a post to Google carries beside its text, as the Confirm Post dialog and the server both check it.
import { describe, expect, it } from "vitest";
import { chosenGoogleOptions, describeWallSpan, GOOGLE_OPTION_MESSAGES, googlePostOptionsSchema } from "@/lib/channels/google-business/post-options";
import { channelOptionsSchema } from "@/lib/channels/options";

const problems = (input: unknown) => googlePostOptionsSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("a Google post's type and button", () => {
  it("is a plain update without a button when nothing is chosen", () => {
    expect(googlePostOptionsSchema.parse({})).toEqual({ type: "STANDARD", button: null });
  });

  it("an offer needs a title and its dates, in order; its coupon and terms are kept", () => {
    expect(problems({ type: "OFFER" })).toEqual([
      ["title", GOOGLE_OPTION_MESSAGES.title],
      ["start", GOOGLE_OPTION_MESSAGES.start],
      ["end", GOOGLE_OPTION_MESSAGES.end],
    ]);
    expect(problems({ type: "OFFER", title: "10% off", start: "2026-12-05T10:00", end: "2026-12-04T10:00" })).toEqual([["end", GOOGLE_OPTION_MESSAGES.order]]);
    expect(problems({ type: "EVENT", title: "Tasting", start: "1999-12-05T10:00", end: "2026-12-04T10:00" })).toEqual([["start", GOOGLE_OPTION_MESSAGES.time]]);
    expect(
      googlePostOptionsSchema.parse({
        type: "OFFER",
        title: " 10% off ",
        start: "2026-12-05T10:00",
        end: "2026-12-06T18:00",
        couponCode: "BREAD10",
        terms: "",
      }),
    ).toEqual({ type: "OFFER", button: null, title: "10% off", start: "2026-12-05T10:00", end: "2026-12-06T18:00", couponCode: "BREAD10", terms: undefined });
  });

  it("an update keeps no title or dates, and an event no coupon", () => {
    expect(googlePostOptionsSchema.parse({ type: "STANDARD", title: "Left over", start: "2026-12-05T10:00" })).toEqual({ type: "STANDARD", button: null });
    expect(googlePostOptionsSchema.parse({ type: "EVENT", title: "Tasting", start: "2026-12-05T10:00", end: "2026-12-05T12:00", couponCode: "X" })).toEqual({
      type: "EVENT",
      button: null,
      title: "Tasting",
      start: "2026-12-05T10:00",
      end: "2026-12-05T12:00",
    });
  });

  it("a button opens a web address, except Call now, which dials the location's phone", () => {
    expect(problems({ button: { action: "ORDER" } })).toEqual([["button.url", GOOGLE_OPTION_MESSAGES.url]]);
    expect(problems({ button: { action: "ORDER", url: "javascript:alert(1)" } })).toEqual([["button.url", GOOGLE_OPTION_MESSAGES.url]]);
    expect(googlePostOptionsSchema.parse({ button: { action: "ORDER", url: "https://bakery.example/order" } }).button).toEqual({
      action: "ORDER",
      url: "https://bakery.example/order",
    });
    expect(googlePostOptionsSchema.parse({ button: { action: "CALL", url: "https://ignored.example" } }).button).toEqual({ action: "CALL" });
    expect(problems({ button: { action: "WHATSAPP" } })).toEqual([["button.action", "Choose one of the listing's buttons."]]);
  });

  it("is the only channel option there is: another channel's or an unknown key is refused", () => {
    expect(channelOptionsSchema.safeParse({ FACEBOOK: {} }).success).toBe(false);
    expect(channelOptionsSchema.parse({ GOOGLE_BUSINESS: {} })).toEqual({ GOOGLE_BUSINESS: { type: "STANDARD", button: null } });
  });

  it("the preview shows what is chosen so far, details missing or not, and dates as the listing writes them", () => {
    expect(chosenGoogleOptions({ type: "OFFER", title: "2 for 1", button: { action: "BOOK", url: "" } })).toEqual({
      type: "OFFER",
      button: { action: "BOOK", url: undefined },
      title: "2 for 1",
      start: undefined,
      end: undefined,
      couponCode: undefined,
      terms: undefined,
    });
    expect(chosenGoogleOptions({ type: "POLL", button: { action: "CALL" } })).toEqual({ type: "STANDARD", button: { action: "CALL" } });
    expect(describeWallSpan("2026-12-05T07:00", "2026-12-06T18:30")).toBe("Dec 5, 2026, 7:00 AM – Dec 6, 2026, 6:30 PM");
    expect(describeWallSpan("2026-12-05T07", "")).toBe("… – …");
  });
});
