// The forms' resolver that loads zod and its schema on first use (lib/client/lazy-resolver.ts): it answers as
// zodResolver does, loads the schema once for every form that shares it, and tries again after a failed load.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";

const schema = z.object({ content: z.string().trim().min(10, "Message must be at least 10 characters") });
const options = { fields: {}, shouldUseNativeValidation: false };

describe("lazyZodResolver", () => {
  it("answers the schema's errors and parsed values, loading the schema once", async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ content: "short" }, undefined, options);
    expect(refused.errors.content?.message).toBe("Message must be at least 10 characters");
    const accepted = await resolver({ content: "  long enough to send  " }, undefined, options);
    expect(accepted).toEqual({ values: { content: "long enough to send" }, errors: {} });
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a failed load fails that check only: the next one loads again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
    const resolver = lazyZodResolver(load);
    await expect(resolver({ content: "long enough to send" }, undefined, options)).rejects.toThrow("offline");
    await new Promise((settled) => setTimeout(settled, 0));
    expect((await resolver({ content: "long enough to send" }, undefined, options)).values).toEqual({ content: "long enough to send" });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a preload that fails is silent, and the first check loads again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
    const resolver = lazyZodResolver(load);
    resolver.preload();
    await new Promise((settled) => setTimeout(settled, 0));
    expect((await resolver({ content: "short" }, undefined, options)).errors.content?.message).toBe("Message must be at least 10 characters");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("the form's pointer and key events start the load, once", async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    resolver.preloadOn.onPointerDown();
    resolver.preloadOn.onKeyDown();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
