// The app's public picture route (GET /api/media/{token}) on a real HTTP server, so a double of Instagram
// fetches post images from it as Meta fetches them from a deployment. APP_URL is pointed at it: call this
// from vi.hoisted, before lib/env.ts first reads the environment.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export async function startMediaServer(): Promise<Server> {
  const server = createServer(async (req, res) => {
    const { GET } = await import("@/app/api/media/[token]/route");
    const url = new URL(req.url ?? "/", process.env.APP_URL);
    const token = decodeURIComponent(url.pathname.replace(/^\/api\/media\//, ""));
    const reply = await GET(new Request(url), { params: Promise.resolve({ token }) });
    res.writeHead(reply.status, Object.fromEntries(reply.headers));
    res.end(Buffer.from(await reply.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.APP_URL = `http://localhost:${(server.address() as AddressInfo).port}`;
  return server;
}
