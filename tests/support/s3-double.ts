// A local stand-in for an S3 bucket that speaks its REST wire format and refuses what S3 refuses: every call
// must carry a Signature Version 4 signature (an Authorization header, or a presigned URL's query) that this
// double computes again on its own, over the headers the request really has. So a presigned PUT signed for
// one Content-Length is refused with another, an expired or tampered address is refused, and a browser's
// upload from an origin the bucket's CORS rules don't name fails its preflight. Objects are kept in memory.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type S3DoubleOptions = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Origins the bucket's CORS rules allow to GET and PUT (the app's, for the browser's uploads). */
  corsOrigins?: string[];
  port?: number;
};

export type StoredObject = { bytes: Buffer; contentType: string };
export type S3Double = {
  url: string;
  objects: Map<string, StoredObject>;
  /** Every call: its method, key and the status it got. */
  calls: { method: string; key: string; status: number }[];
  /** Moves the double's clock, to see a presigned address expire. */
  advance(ms: number): void;
  /** Answers the next `count` calls 503 SlowDown, as S3 does under load. */
  slowDown(count: number): void;
  stop(): Promise<void>;
};

/** S3 keeps one PUT under 5 GB; the double keeps far less, to stay a test's size. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600;
const MAX_SKEW_MS = 15 * 60_000;

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, text: string) => createHmac("sha256", key).update(text).digest();
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** "20261127T101500Z" as a time. */
function amzTime(text: string | undefined): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? "");
  if (!m) throw new S3Failure(403, "AccessDenied", "AWS authentication requires a valid Date or x-amz-date header");
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
}

type Signed = { credential: string; signedHeaders: string[]; signature: string; amzDate: string; payloadHash: string };

function readSignature(req: IncomingMessage, url: URL, body: Buffer, now: number): Signed {
  const query = url.searchParams;
  if (query.get("X-Amz-Algorithm")) {
    if (query.get("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256") throw new S3Failure(400, "AuthorizationQueryParametersError", "Unsupported algorithm");
    const expires = Number(query.get("X-Amz-Expires"));
    if (!Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGNED_SECONDS) {
      throw new S3Failure(
        400,
        "AuthorizationQueryParametersError",
        "X-Amz-Expires must be less than a week (in seconds); that is, the given X-Amz-Expires must be less than 604800 seconds",
      );
    }
    const amzDate = query.get("X-Amz-Date") ?? "";
    if (now > amzTime(amzDate) + expires * 1000) throw new S3Failure(403, "AccessDenied", "Request has expired");
    return {
      credential: query.get("X-Amz-Credential") ?? "",
      signedHeaders: (query.get("X-Amz-SignedHeaders") ?? "").split(";"),
      signature: query.get("X-Amz-Signature") ?? "",
      amzDate,
      payloadHash: "UNSIGNED-PAYLOAD",
    };
  }
  const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(req.headers.authorization ?? "");
  if (!m) throw new S3Failure(403, "AccessDenied", "Access Denied");
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  if (Math.abs(now - amzTime(amzDate)) > MAX_SKEW_MS) {
    throw new S3Failure(403, "RequestTimeTooSkewed", "The difference between the request time and the current time is too large.");
  }
  const payloadHash = req.headers["x-amz-content-sha256"];
  if (typeof payloadHash !== "string") throw new S3Failure(400, "InvalidRequest", "Missing required header for this request: x-amz-content-sha256");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) {
    throw new S3Failure(400, "XAmzContentSHA256Mismatch", "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
  return { credential: m[1]!, signedHeaders: m[2]!.split(";"), signature: m[3]!, amzDate, payloadHash };
}

function verify(req: IncomingMessage, url: URL, body: Buffer, options: S3DoubleOptions, now: number) {
  const signed = readSignature(req, url, body, now);
  const [accessKeyId, date, region, service, terminator] = signed.credential.split("/");
  if (accessKeyId !== options.accessKeyId) throw new S3Failure(403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.");
  if (region !== options.region || service !== "s3" || terminator !== "aws4_request" || date !== signed.amzDate.slice(0, 8)) {
    throw new S3Failure(400, "AuthorizationHeaderMalformed", "The authorization header is malformed; the region or scope is wrong.");
  }
  if (!signed.signedHeaders.includes("host")) throw new S3Failure(403, "AccessDenied", "Host must be signed");
  const unsigned = Object.keys(req.headers).filter((name) => name.startsWith("x-amz-") && !signed.signedHeaders.includes(name));
  if (unsigned.length) throw new S3Failure(403, "AccessDenied", "There were headers present in the request which were not signed");

  const canonicalQuery = [...url.searchParams]
    .filter(([key]) => key !== "X-Amz-Signature")
    .map(([key, value]) => [rfc3986(key), rfc3986(value)])
    .sort(([k1, v1], [k2, v2]) => (k1! < k2! ? -1 : k1! > k2! ? 1 : v1! < v2! ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const canonicalHeaders = signed.signedHeaders
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalPath = url.pathname
    .split("/")
    .map((part) => rfc3986(decodeURIComponent(part)))
    .join("/");
  const canonicalRequest = [req.method, canonicalPath, canonicalQuery, canonicalHeaders, signed.signedHeaders.join(";"), signed.payloadHash].join("\n");
  const scope = [date, region, "s3", "aws4_request"].join("/");
  const stringToSign = ["AWS4-HMAC-SHA256", signed.amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, date!), region!), "s3"), "aws4_request");
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(signed.signature, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new S3Failure(403, "SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided.");
  }
}

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<&]/g, "")}</Message></Error>`;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new S3Failure(400, "EntityTooLarge", "Your proposed upload exceeds the maximum allowed size");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function startS3Double(options: S3DoubleOptions): Promise<S3Double> {
  const objects = new Map<string, StoredObject>();
  const calls: S3Double["calls"] = [];
  let clockOffset = 0;
  let slowDowns = 0;
  const corsOrigins = new Set(options.corsOrigins ?? []);

  function cors(req: IncomingMessage, res: ServerResponse): boolean {
    const origin = req.headers.origin;
    if (!origin) return true;
    if (!corsOrigins.has(origin)) return false;
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Vary", "Origin");
    res.setHeader("Access-Control-Expose-Headers", "ETag");
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<{ key: string; status: number }> {
    const url = new URL(req.url ?? "/", "http://s3");
    const [, bucket = "", ...rest] = url.pathname.split("/");
    const key = rest.map(decodeURIComponent).join("/");
    if (req.method === "OPTIONS") {
      const method = String(req.headers["access-control-request-method"] ?? "");
      if (!cors(req, res) || !["GET", "PUT"].includes(method)) {
        throw new S3Failure(
          403,
          "AccessForbidden",
          "CORSResponse: This CORS request is not allowed. This is usually because the evalution of Origin, request method / Access-Control-Request-Method or Access-Control-Request-Headers are not whitelisted by the resource's CORS spec.",
        );
      }
      res.setHeader("Access-Control-Allow-Methods", method);
      const headers = req.headers["access-control-request-headers"];
      if (headers) res.setHeader("Access-Control-Allow-Headers", headers);
      res.setHeader("Access-Control-Max-Age", "3000");
      res.writeHead(200).end();
      return { key, status: 200 };
    }
    cors(req, res);
    if (slowDowns > 0) {
      slowDowns--;
      throw new S3Failure(503, "SlowDown", "Please reduce your request rate.");
    }
    if (req.method === "PUT" && req.headers["content-length"] === undefined) {
      throw new S3Failure(411, "MissingContentLength", "You must provide the Content-Length HTTP header.");
    }
    const body = await readBody(req);
    verify(req, url, body, options, Date.now() + clockOffset);
    if (bucket !== options.bucket) throw new S3Failure(404, "NoSuchBucket", "The specified bucket does not exist");
    if (!key) throw new S3Failure(400, "InvalidRequest", "This double keeps objects only");
    switch (req.method) {
      case "PUT": {
        objects.set(key, { bytes: body, contentType: String(req.headers["content-type"] ?? "binary/octet-stream") });
        res.writeHead(200, { ETag: `"${createHash("md5").update(body).digest("hex")}"` }).end();
        return { key, status: 200 };
      }
      case "GET":
      case "HEAD": {
        const object = objects.get(key);
        if (!object) throw new S3Failure(404, "NoSuchKey", "The specified key does not exist.");
        res.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.bytes.length });
        res.end(req.method === "GET" ? object.bytes : undefined);
        return { key, status: 200 };
      }
      case "DELETE":
        objects.delete(key);
        res.writeHead(204).end();
        return { key, status: 204 };
      default:
        throw new S3Failure(405, "MethodNotAllowed", "The specified method is not allowed against this resource.");
    }
  }

  const server = createServer((req, res) => {
    handle(req, res)
      .then(({ key, status }) => calls.push({ method: req.method ?? "", key, status }))
      .catch((error: unknown) => {
        const failure = error instanceof S3Failure ? error : new S3Failure(500, "InternalError", String(error));
        calls.push({ method: req.method ?? "", key: new URL(req.url ?? "/", "http://s3").pathname, status: failure.status });
        if (res.headersSent) return res.destroy();
        res.writeHead(failure.status, { "Content-Type": "application/xml" }).end(req.method === "HEAD" ? undefined : errorXml(failure.code, failure.message));
        // A refused upload's body is not read to its end: S3 closes the connection.
        req.resume();
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    calls,
    advance: (ms) => void (clockOffset += ms),
    slowDown: (count) => void (slowDowns = count),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
