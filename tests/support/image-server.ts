// A public image address, as Postloom's media route gives Instagram: a real HTTP server on 127.0.0.1 that
// serves whatever a test puts at /<name> (404 for anything else), for Instagram, the double or the sandbox,
// to fetch as Meta does; and the plain pictures the tests put there, made by sharp.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export async function startImageServer() {
  const images = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const bytes = images.get((req.url ?? "/").slice(1));
    res.writeHead(bytes ? 200 : 404, { "Content-Type": "application/octet-stream" });
    res.end(bytes ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    /** Puts `bytes` at /<name>; the address to fetch them from. */
    serve(name: string, bytes: Buffer) {
      images.set(name, bytes);
      return `${base}/${name}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ImageServer = Awaited<ReturnType<typeof startImageServer>>;

/** A picture of one colour; with `alpha`, fully transparent. */
export const testPicture = (width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg", alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 200, g: 80, b: 20, alpha: 0 } : { r: 200, g: 80, b: 20 } } })
    .toFormat(format)
    .toBuffer();

/** A JPEG with a photo's grain: a picture of one colour compresses below what some channels take (Google wants 10 KB at least). */
export const testPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: "gaussian", mean: 128, sigma: 2 } } })
    .jpeg()
    .toBuffer();
