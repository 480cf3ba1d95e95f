// Runs once when the server starts, before it takes requests: see lib/start-up.ts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startUp } = await import("./lib/start-up");
  startUp();
}
