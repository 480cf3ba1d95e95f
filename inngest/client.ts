// The Inngest client (production scheduler). It reads INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY itself;
// lib/env.ts decides from the same keys whether it is used at all (env.modes.scheduler).
import { Inngest } from "inngest";

export const inngest = new Inngest({ id: "postloom" });
