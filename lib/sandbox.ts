// Which setting switches each sandboxed service to the real one (shown in the Sandbox badge).
export const SANDBOX_SWITCH = {
  ai: "OPENAI_API_KEY",
  facebook: "FACEBOOK_APP_ID and FACEBOOK_APP_SECRET",
  linkedin: "LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET",
  googleBusiness: "GOOGLE_BUSINESS_CLIENT_ID and GOOGLE_BUSINESS_CLIENT_SECRET",
  billing: "STRIPE_SECRET_KEY",
  mail: "SMTP_URL",
  google: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET",
  scheduler: "INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY",
} as const;

export type SandboxService = keyof typeof SANDBOX_SWITCH;

export const isSandboxService = (name: string): name is SandboxService => Object.hasOwn(SANDBOX_SWITCH, name);
