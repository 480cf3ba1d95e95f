// Which store keeps the photos: a bucket where S3_BUCKET is set, the local folder in a local run without one,
// and none on a deployment without one, where the media library says so instead of offering uploads.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { DEPLOYMENT, applySettings } from "../support/settings";

const { default: MediaPage } = await import("@/app/(app)/(with-profile)/media/page");

const BUCKET = { S3_BUCKET: "shop-photos", S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" };

/** The store module afresh (it keeps its store once made), under these settings. */
async function storageUnder(settings: Record<string, string>) {
  applySettings(settings);
  vi.resetModules();
  return import("@/lib/storage");
}

/** The media library's page as the server renders it under these settings. */
function libraryUnder(settings: Record<string, string>) {
  applySettings(settings);
  return renderToString(createElement(QueryClientProvider, { client: new QueryClient() }, MediaPage()));
}

describe("photo storage", () => {
  it("is the bucket where one is set: uploads go to its origin, which the pages' policy lets the browser reach", async () => {
    const aws = await storageUnder({ ...DEPLOYMENT, ...BUCKET, S3_REGION: "eu-west-1" });
    expect(aws.objectStore()).not.toBeNull();
    expect(aws.uploadOrigin()).toBe("https://shop-photos.s3.eu-west-1.amazonaws.com");
    const r2 = await storageUnder({ ...DEPLOYMENT, ...BUCKET, S3_REGION: "auto", S3_ENDPOINT: "https://acct.r2.cloudflarestorage.com" });
    expect(r2.uploadOrigin()).toBe("https://acct.r2.cloudflarestorage.com");
    const { url } = await r2.objectStore()!.uploadTarget("photos/u/p/original", 1234, 60_000);
    expect(url).toMatch(/^https:\/\/acct\.r2\.cloudflarestorage\.com\/shop-photos\/photos\/u\/p\/original\?.*X-Amz-Expires=60/);
  });

  it("is the local folder in a local run without a bucket, whose uploads go to the app itself", async () => {
    const local = await storageUnder({ DATA_DIR: "memory://" });
    expect(local.uploadOrigin()).toBeNull();
    expect((await local.objectStore()!.uploadTarget("photos/u/p/original", 1234, 60_000)).url).toMatch(/^\/api\/storage\//);
  });

  it("is none on a deployment without a bucket, and the library says so instead of offering uploads", async () => {
    expect((await storageUnder(DEPLOYMENT)).objectStore()).toBeNull();
    const off = libraryUnder(DEPLOYMENT);
    expect(off).toContain("Photo uploads aren&#x27;t set up here yet: they need object storage.");
    expect(off).not.toContain("Choose photos");
    expect(libraryUnder({ ...DEPLOYMENT, ...BUCKET })).toContain("Choose photos");
  });
});
