// Sign-in request time against the production build (npm run build first): median and p95 over 200 requests.
// Usage: npm run bench:sign-in
import { createSignedInUser, NO_RATE_LIMIT, report, startServer, summarise } from "./support";

const REQUESTS = 200;
const server = await startServer({ port: 3901, env: NO_RATE_LIMIT });
try {
  const email = `bench-${Date.now()}@example.test`;
  const password = "bench-password-1";
  await createSignedInUser(server.url, email, password);
  const body = JSON.stringify({ email, password });
  const headers = { "Content-Type": "application/json", Origin: server.url };
  for (let i = 0; i < 10; i++) await fetch(`${server.url}/api/account/sign-in`, { method: "POST", headers, body });
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const reply = await fetch(`${server.url}/api/account/sign-in`, { method: "POST", headers, body });
    await reply.arrayBuffer();
    samples.push(performance.now() - start);
    if (reply.status !== 200) throw new Error(`sign-in answered ${reply.status}`);
  }
  const summary = summarise(samples);
  console.log(JSON.stringify({ benchmark: "POST /api/account/sign-in (ms)", ...summary }, null, 2));
  // No target: the time is the password hash's cost (lib/auth/password.ts), chosen for security.
  report(`POST /api/account/sign-in median ${summary.median} ms, p95 ${summary.p95} ms (${REQUESTS} requests)`);
} finally {
  await server.stop();
}
