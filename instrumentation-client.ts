// Runs in the browser before the app's own code (Next's client instrumentation). zod compiles a fast parser for
// each object schema with `new Function`, after probing whether it may; the pages' Content-Security-Policy allows
// no eval, and the probe alone raises a violation. Jitless, zod parses the same way without it. (The server keeps
// the compiled parsers: no policy applies there.)
//
// zod keeps its config in one global object, which `config()` of "zod/v4/core" writes to and zod reads when it
// parses (zod 4.6). Writing it here, rather than importing `config`, keeps zod out of the bundle every page
// loads: the forms load it when the owner first uses one (lib/client/lazy-resolver.ts). tests/config/zod-jitless
// pins that zod reads this object, and the browser tests fail on any CSP violation if it ever stops.
import { setZodJitless } from "@/lib/client/zod-jitless";

setZodJitless(globalThis);
