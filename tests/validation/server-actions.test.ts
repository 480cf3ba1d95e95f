// Every server action (found from the tree: each "use server" module under app/), called with arguments
// that are not what its form sends. It answers with its usual error (a failed result, a redirect back to
// its page, or a 404), never with a crash such as "a.get is not a function".
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { isSandboxOpen } from "@/lib/integrations/sandbox";
import { actAs, createUser } from "../support/session";
import { warmUpDatabase } from "../support/users";

vi.spyOn(console, "error").mockImplementation(() => {});

function actionModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return actionModules(full);
    return /\.tsx?$/.test(entry.name) && /^\s*["']use server["']/.test(readFileSync(full, "utf8")) ? [full] : [];
  });
}

const MODULES = actionModules(path.resolve("app"));
const BAD_ARGUMENTS: unknown[] = [undefined, null, {}, "session=x", 42, [1, 2], { get: "not a function" }, new Map([["session", "x"]])];

/** Next's own control flow: a redirect or notFound() thrown by an action. */
const isNextControl = (error: unknown) => /^NEXT_(REDIRECT|HTTP_ERROR_FALLBACK)/.test(String((error as { digest?: unknown })?.digest ?? ""));

beforeAll(async () => {
  await warmUpDatabase();
  actAs(await createUser("actions"));
});

describe("server actions with arguments that are not their form's", () => {
  it("finds the actions", () => {
    expect(MODULES.length).toBeGreaterThanOrEqual(4);
    expect(isSandboxOpen("billing")).toBe(true);
  });

  it.each(MODULES.map((file) => [path.relative(process.cwd(), file), file]))("%s", async (_name, file) => {
    const actions = Object.entries(await import(file)).filter(([, value]) => typeof value === "function") as [string, (...args: unknown[]) => unknown][];
    expect(actions.length).toBeGreaterThan(0);
    for (const [name, action] of actions) {
      for (const argument of BAD_ARGUMENTS) {
        let outcome: unknown;
        try {
          outcome = await action(argument);
        } catch (error) {
          expect(isNextControl(error), `${name}(${JSON.stringify(argument)}) threw ${String(error)}`).toBe(true);
          continue;
        }
        // A result-returning action answers with its failure; a form action returns nothing.
        if (outcome !== undefined) expect(outcome, `${name}(${JSON.stringify(argument)})`).toMatchObject({ ok: false });
      }
    }
  });
});
