// The browser sets zod jitless without loading zod (instrumentation-client.ts): it writes the global object
// zod keeps its config in. This pins that zod reads that object, so an upgrade that moves it fails here.
import { expect, it } from "vitest";
import { setZodJitless } from "@/lib/client/zod-jitless";

it("zod's config is the global object the browser writes jitless to, before or after zod loads", async () => {
  const scope = globalThis as { __zod_globalConfig?: object };
  setZodJitless(globalThis);
  const { config, globalConfig } = await import("zod/v4/core");
  expect(globalConfig).toBe(scope.__zod_globalConfig);
  expect(config().jitless).toBe(true);
  // Set again once zod has loaded, it is still the object zod reads.
  config({ jitless: false });
  setZodJitless(globalThis);
  expect(config().jitless).toBe(true);
});
