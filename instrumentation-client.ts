// Runs in the browser before the app's own code (Next's client instrumentation). zod compiles a fast parser for
// each object schema with `new Function`, after probing whether it may; the pages' Content-Security-Policy allows
// no eval, and the probe alone raises a violation. Jitless, zod parses the same way without it. (The server keeps
// the compiled parsers: no policy applies there.) Only zod's core config is imported, not its schemas.
import { config } from "zod/v4/core";

config({ jitless: true });
