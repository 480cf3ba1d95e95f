// Shared helpers of the browser tests: unique users, the test mailbox, a signed-in page.
import { expect, test as base, type APIRequestContext, type BrowserContext, type ConsoleMessage, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { createPrismaClient, type Db } from "../../../lib/db";
import { E2E_DATABASE_URL, MAILBOX_PORT } from "./ports";

export const PASSWORD = "correct-horse-7";

let database: Db | undefined;
/** The stack's database, for arranging what the UI cannot (a paid plan, many posts) and for checking results. */
export function testDb(): Db {
  return (database ??= createPrismaClient({ databaseUrl: E2E_DATABASE_URL }));
}

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

type ReceivedMail = { to: string; subject: string; text: string; html: string; headers: Record<string, string> };

/** What the test SMTP receiver has got for that address so far. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  return (await fetch(`http://127.0.0.1:${MAILBOX_PORT}/mails?to=${encodeURIComponent(to)}`)).json();
}

/** Waits for the count-th mail (1-based) to reach the test SMTP receiver for that address. */
export async function waitForMail(to: string, count = 1): Promise<ReceivedMail> {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsTo(to);
        return mails.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails[count - 1]!;
}

export function verificationLink(mail: ReceivedMail): string {
  const link = mail.text.match(/https?:\/\/\S+\/api\/account\/verify\?\S+/)?.[0];
  if (!link) throw new Error(`No verification link in mail: ${mail.text}`);
  return link;
}

/** Creates a verified account through the public API, as the sign-up screen and the mail link would. */
export async function createVerifiedUser(request: APIRequestContext, email = uniqueEmail()) {
  const signUp = await request.post("/api/account/sign-up", { data: { email, password: PASSWORD } });
  expect(signUp.status()).toBe(201);
  const verify = await request.get(verificationLink(await waitForMail(email)), { maxRedirects: 0 });
  expect(verify.status()).toBe(303);
  return email;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  const reply = await page.request.post("/api/account/sign-in", { data: { email, password } });
  expect(reply.status()).toBe(200);
}

/** Signs in through the login screen as a person does. A user without a brand profile lands in the onboarding wizard. */
export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function userIdOf(email: string) {
  return (await testDb().user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
}

/** The brand profile the `user` fixture starts with. */
export const BRAND_PROFILE = {
  businessName: "Harbour Light Coffee",
  industry: "retail",
  description: "A small roastery and café by the harbour, roasting single-origin beans every Friday.",
  targetAudience: "Locals and weekend visitors who care where their coffee comes from",
  painPoints: "Chain coffee tastes burnt; hard to find beans roasted this week",
} as const;

/** Gives the signed-in user of `request` a brand profile, as the onboarding wizard would. */
export async function createBrandProfile(request: APIRequestContext, profile: Record<string, string> = BRAND_PROFILE) {
  const reply = await request.post("/api/business", { data: profile });
  expect(reply.status()).toBe(201);
  return (await reply.json()).object as typeof BRAND_PROFILE & { id: number };
}

/** What a page of a guarded context reports through the binding its init script calls. */
const REPORT_BINDING = "__postloomReportPolicyViolation";

/**
 * Makes every page of `context` (popups included) report each Content-Security-Policy violation the browser
 * raises, whether or not anything is logged for it: a blocked `eval` probe that its caller catches logs nothing,
 * yet fires `securitypolicyviolation`. Also gathers the console's errors and warnings.
 */
async function guardContext(context: BrowserContext, found: { violations: string[]; console: ConsoleMessage[] }) {
  await context.exposeBinding(REPORT_BINDING, ({ page }, text: string) => void found.violations.push(`${page.url()}: ${text}`));
  await context.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} (${event.sourceFile || "the page"}:${event.lineNumber})`);
    });
  }, REPORT_BINDING);
  context.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") found.console.push(message);
  });
}

/**
 * What React says when a page does not hydrate as the server rendered it: in words in development ("Hydration
 * failed", "attributes of the server rendered HTML didn't match"), and in the production build by its number
 * (https://react.dev/errors/418 and the like: 418, 423 and 425 are the hydration mismatches).
 */
const HYDRATION_ERROR =
  /hydration failed|didn't match the client|error while hydrating|react\.dev\/errors\/(418|423|425)\b|Minified React error #(418|423|425)\b/i;

export const test = base.extend<{ user: string; newUser: string; cspGuard: void; hydrationGuard: void; policyViolationsExpected: boolean }>({
  /** Set by the tests that cause a violation on purpose, to see the policy refuse it. */
  policyViolationsExpected: [false, { option: true }],
  /**
   * Every page of every test runs under the app's Content-Security-Policy: a violation fails the test, and so
   * does a Permissions-Policy feature the browser does not know (it warns on every page). The contexts a test
   * opens itself (browser.newContext) are guarded too. An API refusal (a 4xx) logged as an error also fails it:
   * it is an ordinary outcome, which the screen shows.
   */
  cspGuard: [
    async ({ context, browser, policyViolationsExpected }, use) => {
      const found = { violations: [] as string[], console: [] as ConsoleMessage[] };
      await guardContext(context, found);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        await guardContext(opened, found);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      const logged = (pattern: RegExp, types = ["error", "warning"]) =>
        found.console
          .filter((message) => types.includes(message.type()) && pattern.test(message.text()))
          .map((message) => `${message.page()?.url()}: ${message.text()}`);
      if (!policyViolationsExpected) expect([...found.violations, ...logged(/Content Security Policy/i)], "Content-Security-Policy violations").toEqual([]);
      expect(logged(/Permissions-Policy|Unrecognized feature/i), "Permissions-Policy features the browser does not know").toEqual([]);
      expect(logged(/^\[api\] 4\d\d /, ["error"]), "API refusals logged as errors").toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Every page of every test (popups and new tabs too) hydrates as the server rendered it: a hydration error,
   * logged or thrown, fails the test.
   */
  hydrationGuard: [
    async ({ context }, use) => {
      const mismatches: string[] = [];
      const note = (where: string, text: string) => {
        if (HYDRATION_ERROR.test(text)) mismatches.push(`${where}: ${text.slice(0, 400)}`);
      };
      context.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") note(message.page()?.url() ?? "", message.text());
      });
      context.on("weberror", (error) => note(error.page()?.url() ?? "", String(error.error())));
      await use();
      expect(mismatches, "hydration errors").toEqual([]);
    },
    { auto: true },
  ],
  /** A verified, signed-in user who has finished onboarding (has a brand profile). */
  user: async ({ page }, use) => {
    const email = await createVerifiedUser(page.request);
    await signIn(page, email);
    await createBrandProfile(page.request);
    await use(email);
  },
  /** A verified, signed-in user with no brand profile yet: every app page sends them to /onboarding. */
  newUser: async ({ page }, use) => {
    const email = await createVerifiedUser(page.request);
    await signIn(page, email);
    await use(email);
  },
});

export { expect };
