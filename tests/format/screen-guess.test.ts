import { describe, expect, it } from "vitest";
import { isPhone } from "@/lib/http/screen-guess";

const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/604.1";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const request = (entries: Record<string, string>) => new Headers(entries);

describe("the server's guess of a phone, for the layout it renders before the browser says how wide it is", () => {
  it("takes Chromium's phone hint over the user agent", () => {
    expect(isPhone(request({ "sec-ch-ua-mobile": "?1", "user-agent": DESKTOP }))).toBe(true);
    expect(isPhone(request({ "sec-ch-ua-mobile": "?0", "user-agent": PIXEL }))).toBe(false);
  });

  it("without the hint, knows a phone by its user agent, and a tablet or a computer as wide", () => {
    expect(isPhone(request({ "user-agent": PIXEL }))).toBe(true);
    expect(isPhone(request({ "user-agent": IPHONE }))).toBe(true);
    expect(isPhone(request({ "user-agent": IPAD }))).toBe(false);
    expect(isPhone(request({ "user-agent": ANDROID_TABLET }))).toBe(false);
    expect(isPhone(request({ "user-agent": DESKTOP }))).toBe(false);
    expect(isPhone(request({}))).toBe(false);
  });
});
