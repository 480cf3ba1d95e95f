// Wall times in the brand's zone: the daylight-saving gap and overlap of Europe/Lisbon and America/New_York
// in 2026, the same answers whatever zone the machine runs in (the test file is run as it is, and the
// browser case reads the Lisbon wall time back with a process that sits in Tokyo), and round trips.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { formatInZone, isTimeZone, resolveWallTime, wallTimeOf, zoneAbbreviation, zoneOffset } from "@/lib/time/zoned-time";

const iso = (result: ReturnType<typeof resolveWallTime>) => (result.kind === "exact" ? result.at.toISOString() : result.kind);

describe("resolveWallTime", () => {
  it("turns an ordinary wall time into its instant, on either side of the clock changes", () => {
    expect(iso(resolveWallTime({ date: "2026-01-15", time: "09:00" }, "Europe/Lisbon"))).toBe("2026-01-15T09:00:00.000Z");
    expect(iso(resolveWallTime({ date: "2026-07-15", time: "09:00" }, "Europe/Lisbon"))).toBe("2026-07-15T08:00:00.000Z");
    expect(iso(resolveWallTime({ date: "2026-07-15", time: "09:00" }, "America/New_York"))).toBe("2026-07-15T13:00:00.000Z");
  });

  it("refuses a time the clocks skip: 01:30 in Lisbon and 02:30 in New York on the spring-forward day", () => {
    const lisbon = resolveWallTime({ date: "2026-03-29", time: "01:30" }, "Europe/Lisbon");
    expect(lisbon).toEqual({
      kind: "gap",
      message: "01:30 on Sunday 29 March doesn't exist in Europe/Lisbon: the clocks go forward then. Please pick another time.",
    });
    expect(resolveWallTime({ date: "2026-03-08", time: "02:30" }, "America/New_York").kind).toBe("gap");
    // The minutes either side exist.
    expect(iso(resolveWallTime({ date: "2026-03-29", time: "00:59" }, "Europe/Lisbon"))).toBe("2026-03-29T00:59:00.000Z");
    expect(iso(resolveWallTime({ date: "2026-03-29", time: "02:00" }, "Europe/Lisbon"))).toBe("2026-03-29T01:00:00.000Z");
  });

  it("asks which one is meant for a time the clocks pass twice, and offers both", () => {
    const lisbon = resolveWallTime({ date: "2026-10-25", time: "01:30" }, "Europe/Lisbon");
    expect(lisbon).toMatchObject({
      kind: "ambiguous",
      message: "01:30 on Sunday 25 October happens twice in Europe/Lisbon: the clocks go back then. Please choose the first or the second.",
    });
    if (lisbon.kind !== "ambiguous") throw new Error("expected ambiguous");
    expect([lisbon.earlier.toISOString(), lisbon.later.toISOString()]).toEqual(["2026-10-25T00:30:00.000Z", "2026-10-25T01:30:00.000Z"]);

    const newYork = resolveWallTime({ date: "2026-11-01", time: "01:30" }, "America/New_York");
    if (newYork.kind !== "ambiguous") throw new Error("expected ambiguous");
    expect([newYork.earlier.toISOString(), newYork.later.toISOString()]).toEqual(["2026-11-01T05:30:00.000Z", "2026-11-01T06:30:00.000Z"]);
  });

  it("refuses what is not a wall time", () => {
    expect(() => resolveWallTime({ date: "2026-02-30", time: "09:00" }, "UTC")).toThrow(RangeError);
    expect(() => resolveWallTime({ date: "2026-02-03", time: "24:00" }, "UTC")).toThrow(RangeError);
    expect(() => resolveWallTime({ date: "3 Feb", time: "09:00" }, "UTC")).toThrow(RangeError);
  });

  it("gives the same answers on a machine in another zone (a browser in Tokyo scheduling for a café in Lisbon)", () => {
    const script = `
      import { resolveWallTime, wallTimeOf } from "./lib/time/zoned-time.ts";
      const at = resolveWallTime({ date: "2026-10-25", time: "09:00" }, "Europe/Lisbon");
      const overlap = resolveWallTime({ date: "2026-10-25", time: "01:30" }, "Europe/Lisbon");
      console.log(JSON.stringify({ at: at.at, back: wallTimeOf(at.at, "Europe/Lisbon"), overlap: [overlap.earlier, overlap.later], gap: resolveWallTime({ date: "2026-03-08", time: "02:30" }, "America/New_York").kind }));`;
    for (const zone of ["Asia/Tokyo", "America/Los_Angeles"]) {
      const out = JSON.parse(
        execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { env: { ...process.env, TZ: zone }, encoding: "utf8" }),
      );
      expect(out, zone).toEqual({
        at: "2026-10-25T09:00:00.000Z",
        back: { date: "2026-10-25", time: "09:00" },
        overlap: ["2026-10-25T00:30:00.000Z", "2026-10-25T01:30:00.000Z"],
        gap: "gap",
      });
    }
  });
});

describe("showing instants in the brand's zone", () => {
  it("reads an instant back as the wall time, date and zone name the owner expects", () => {
    const at = new Date("2026-10-25T00:30:00Z");
    expect(wallTimeOf(at, "Europe/Lisbon")).toEqual({ date: "2026-10-25", time: "01:30" });
    expect(wallTimeOf(new Date("2026-10-25T01:30:00Z"), "Europe/Lisbon")).toEqual({ date: "2026-10-25", time: "01:30" });
    expect(formatInZone(at, "America/New_York", "EEE d MMM, HH:mm")).toBe("Sat 24 Oct, 20:30");
    expect(zoneAbbreviation(new Date("2026-07-01T12:00:00Z"), "America/New_York")).toBe("EDT");
    expect(zoneAbbreviation(new Date("2026-01-01T12:00:00Z"), "America/New_York")).toBe("EST");
    expect([
      zoneOffset(new Date("2026-07-01T12:00:00Z"), "Europe/Lisbon"),
      zoneOffset(new Date("2026-01-01T12:00:00Z"), "Europe/Lisbon"),
      zoneOffset(at, "Asia/Kolkata"),
    ]).toEqual(["GMT+1", "GMT+0", "GMT+5:30"]);
  });

  it("knows a real IANA zone from anything else", () => {
    for (const zone of ["Europe/Lisbon", "America/New_York", "UTC", "Asia/Kolkata"]) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ["", "Mars/Olympus", "Europe/Lisbon; DROP TABLE", "x".repeat(100)]) expect(isTimeZone(zone), zone).toBe(false);
  });
});
