// See instrumentation-client.ts: zod's config, set without loading zod.
type ZodConfigHolder = { __zod_globalConfig?: { jitless?: boolean } };

export function setZodJitless(scope: object) {
  const holder = scope as ZodConfigHolder;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
