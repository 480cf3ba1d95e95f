// Photos into the media library (docs/media.md), against the production build twice: in a local run (embedded
// database, sandbox services, photos kept in a folder), and as deployed (PostgreSQL at TEST_DATABASE_URL or
// 127.0.0.1:5432, photos in an S3 bucket: the local S3 double). Usage: npm run build && npm run bench:media
//
// 50 phone-sized JPEGs (12 megapixels, about 4 MB, with a camera's EXIF and GPS) are uploaded by 5 clients at
// once, each as the browser does it: asked for (POST /api/photos), sent to its upload address (PUT), completed
// (POST /api/photos/{id}/complete), which checks what arrived and makes its sizes. Targets:
// - from the upload's end to all its sizes ready (the completion's reply): p95 under 3 s (p50 reported);
// - the app's peak memory (resident set) while the photos come in under 1 GB (the peak before them, when the
//   first request of a fresh local run makes its embedded database, is reported apart);
// - no size served carries EXIF (nor XMP or IPTC).
//
// Options (env): BENCH_PHOTOS (default 50), BENCH_CLIENTS (default 5).
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import type { CompletedUpload, UploadReply } from "@/lib/media/schemas";
import { applyMigrations } from "../../lib/db/migrate";
import { startS3Double } from "../../tests/support/s3-double";
import {
  createDatabase,
  createSignedInUser,
  deploymentSettings,
  expectStatus,
  NO_RATE_LIMIT,
  report,
  requireBuild,
  SANDBOX_ENV,
  signIn,
  signUp,
  startServer,
  stats,
  verdict,
  withClient,
  type Server,
} from "./support";

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 50);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5);
const P95_BUDGET_MS = 3000;
const RSS_BUDGET_MB = 1024;
const [WIDTH, HEIGHT] = [4000, 3000];

/** A camera's picture: smooth light with grain (so it weighs what a phone's JPEG does), upright only by its EXIF. */
function cameraPixels(): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 1;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = (seed >>> 24) % 48;
      const at = (y * WIDTH + x) * 3;
      pixels[at] = 120 + (x * 90) / WIDTH + grain;
      pixels[at + 1] = 80 + (y * 100) / HEIGHT + grain;
      pixels[at + 2] = 40 + grain;
    }
  }
  return pixels;
}

/** The photos, each its own bytes (its EXIF differs), as a phone writes them: orientation 6, a date and GPS. */
async function phonePhotos(): Promise<Buffer[]> {
  const pixels = cameraPixels();
  return Promise.all(
    Array.from({ length: PHOTOS }, (_, i) =>
      sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .jpeg({ quality: 88 })
        .withExif({
          IFD0: { Make: "Phone", Model: "Bench 12", ImageDescription: `Loaves ${i}` },
          IFD2: { DateTimeOriginal: "2026:11:03 07:45:10" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 42/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "9/1 8/1 0/1" },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    ),
  );
}

/** What one run measured: from each upload's end to its sizes ready, the app's peak memory, and sizes with metadata. */
type Run = { readyMs: number[]; peakMb: number | null; withMetadata: number; served: number; wallS: number };

/** The photos uploaded to `base` by CLIENTS clients at once, as the browser does it; then every size served, checked. */
async function uploadAll(base: string, cookie: string, photos: Buffer[], server: Server): Promise<Run> {
  server.resetPeakRss();
  const json = { "Content-Type": "application/json", Cookie: cookie, Origin: base };
  const readyMs: number[] = [];
  const ids: string[] = [];
  const next = { photo: 0 };
  async function client() {
    for (let i = next.photo++; i < PHOTOS; i = next.photo++) {
      const bytes = photos[i]!;
      const asked = await expectStatus(
        await fetch(`${base}/api/photos`, { method: "POST", headers: json, body: JSON.stringify({ fileName: `IMG_${1000 + i}.JPG`, size: bytes.length }) }),
        201,
        "ask for an upload",
      );
      const { photoId, upload } = ((await asked.json()) as { object: UploadReply }).object;
      await expectStatus(await fetch(new URL(upload.url, base), { method: "PUT", headers: upload.headers, body: new Uint8Array(bytes) }), 200, "upload");
      const sent = performance.now();
      const done = await expectStatus(await fetch(`${base}/api/photos/${photoId}/complete`, { method: "POST", headers: json }), 200, "complete");
      readyMs.push(performance.now() - sent);
      const { photo, duplicate } = ((await done.json()) as { object: CompletedUpload }).object;
      if (duplicate || photo.width !== HEIGHT || photo.height !== WIDTH) throw new Error(`Photo ${i} came back as ${JSON.stringify(photo)}`);
      ids.push(photo.id);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const wallS = (performance.now() - started) / 1000;
  const peakMb = server.peakRssMb();

  let withMetadata = 0;
  for (const id of ids) {
    for (const variant of ["thumb", "display"]) {
      const reply = await expectStatus(await fetch(`${base}/api/photos/${id}/${variant}`, { headers: { Cookie: cookie } }), 200, "a photo's size");
      const { exif, xmp, iptc } = await sharp(Buffer.from(await reply.arrayBuffer())).metadata();
      if (exif || xmp || iptc) withMetadata++;
    }
  }
  return { readyMs, peakMb, withMetadata, served: ids.length === PHOTOS ? ids.length * 2 : -1, wallS };
}

function verdicts(where: string, run: Run) {
  const ready = stats(run.readyMs);
  console.log(
    `${where}: all ${PHOTOS} in ${run.wallS.toFixed(1)} s; upload's end to sizes ready: p50 ${ready.median.toFixed(0)} ms, p95 ${ready.p95.toFixed(0)} ms, max ${ready.max.toFixed(0)} ms`,
  );
  report(`media (${where}) upload's end to sizes ready p50 ${ready.median.toFixed(0)} ms (${PHOTOS} photos of 12 MP, ${CLIENTS} clients)`);
  verdict(`media (${where}) upload's end to sizes ready p95 ${ready.p95.toFixed(0)} ms (target < ${P95_BUDGET_MS} ms)`, ready.p95 < P95_BUDGET_MS);
  verdict(
    `media (${where}) app peak RSS ${run.peakMb ?? "?"} MB while the photos came in (target < ${RSS_BUDGET_MB} MB)`,
    run.peakMb !== null && run.peakMb < RSS_BUDGET_MB,
  );
  verdict(`media (${where}) sizes served with EXIF, XMP or IPTC: ${run.withMetadata} of ${run.served} (target 0)`, run.withMetadata === 0 && run.served > 0);
}

/** A local run: the embedded database, the sandbox services, photos kept in a folder. */
async function local(photos: Buffer[]) {
  const server = await startServer({ env: { ...SANDBOX_ENV, ...NO_RATE_LIMIT } });
  try {
    const cookie = await createSignedInUser(server.url, `bench-media-${Date.now()}@example.test`, "bench-password-1");
    // The first request of a fresh local run makes and migrates its embedded database, in the app's process: that
    // peak is the database's, not the photos', and is reported apart. The photos' peak starts after it.
    report(`media app peak RSS ${server.peakRssMb() ?? "?"} MB while the embedded database was made and migrated, before the photos`);
    verdicts("local folder", await uploadAll(server.url, cookie, photos, server));
  } finally {
    await server.stop();
  }
}

/** As deployed: PostgreSQL, and the photos in an S3 bucket (the local S3 double, which checks every signature). */
async function deployed(photos: Buffer[]) {
  const database = await createDatabase(
    process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres",
    `postloom_bench_media_${randomBytes(4).toString("hex")}`,
  );
  await withClient(database.url, (c) => applyMigrations(c));
  const keys = { bucket: "postloom-bench", region: "auto", accessKeyId: "AKIABENCHMEDIA", secretAccessKey: randomBytes(16).toString("hex") };
  const bucket = await startS3Double(keys);
  const settings = await deploymentSettings();
  const env = {
    ...settings.env,
    ...NO_RATE_LIMIT,
    DATABASE_URL: database.url,
    S3_BUCKET: keys.bucket,
    S3_REGION: keys.region,
    S3_ACCESS_KEY_ID: keys.accessKeyId,
    S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
    S3_ENDPOINT: bucket.url,
  };
  const server = await startServer({ env });
  try {
    const email = `bench-media-${Date.now()}@example.test`;
    await signUp(server.url, email, "bench-password-1");
    // A deployment sends real mail and charges for the plan: the address is confirmed, and the plan taken, in the database.
    await withClient(database.url, async (c) => {
      const { rows } = await c.query<{ id: string }>(`UPDATE "User" SET "emailVerified" = now() WHERE "email" = $1 RETURNING "id"`, [email]);
      await c.query(
        `INSERT INTO "Subscription" ("userId", "status", "type", "updatedAt") VALUES ($1, 'ACTIVE', 'STANDARD', now())
         ON CONFLICT ("userId") DO UPDATE SET "status" = 'ACTIVE', "type" = 'STANDARD'`,
        [rows[0]!.id],
      );
    });
    const cookie = await signIn(server.url, email, "bench-password-1");
    verdicts("PostgreSQL and S3", await uploadAll(server.url, cookie, photos, server));
    console.log(`the bucket took ${bucket.calls.filter((call) => call.method === "PUT").length} PUTs`);
  } finally {
    await server.stop();
    await bucket.stop();
    await settings.close();
    await database.drop();
  }
}

async function main() {
  requireBuild();
  const photos = await phonePhotos();
  const sizes = stats(photos.map((p) => p.length / 1024 ** 2));
  console.log(`${PHOTOS} JPEGs of ${WIDTH}×${HEIGHT}, ${sizes.min.toFixed(1)}–${sizes.max.toFixed(1)} MB, sent by ${CLIENTS} clients at once`);
  await local(photos);
  await deployed(photos);
}

await main();
