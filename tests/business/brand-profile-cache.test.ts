// The browser copy of the brand profile (6 hours), the loader behind useBrandProfile(), the refresh after a
// save, and the onboarding draft, run against an in-memory Web Storage.
import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "@/lib/api/client";
import type { BusinessProfile } from "@/lib/business/schemas";

const api = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock("@/lib/client/api", () => ({ api }));

const { BRAND_PROFILE_CACHE_TTL_MS, readBrandProfileCache, writeBrandProfileCache } = await import("@/lib/client/brand-profile-cache");
const { BRAND_PROFILE_CACHE_KEY, ONBOARDING_DRAFT_KEY, clearClientCaches } = await import("@/lib/client/session-caches");
const { BRAND_PROFILE_QUERY_KEY, brandProfileQuery, brandProfileRefresh, loadBrandProfile } = await import("@/lib/client/use-brand-profile");
const { makeQueryClient } = await import("@/lib/client/query-client");
const { readOnboardingDraft, saveOnboardingDraft, clearOnboardingDraft } = await import("@/app/(app)/onboarding/onboarding-draft");

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

const PROFILE: BusinessProfile = {
  id: 1,
  businessName: "Lumen Tutoring",
  industry: "education",
  description: "Maths and physics tutoring for secondary school students.",
  targetAudience: "Parents of 14 to 18 year olds",
  painPoints: "Exam stress; falling behind after illness",
  country: "PT",
  region: null,
  timeZone: "Europe/London",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
};

let localStorage: MemoryStorage;
let sessionStorage: MemoryStorage;

beforeEach(() => {
  localStorage = new MemoryStorage();
  sessionStorage = new MemoryStorage();
  vi.stubGlobal("window", { localStorage, sessionStorage });
  api.get.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("brand profile browser copy", () => {
  it("is saved under BRAND_PROFILE_CACHE_KEY with the time it was saved", () => {
    writeBrandProfileCache(PROFILE, 1_000);
    expect(JSON.parse(localStorage.getItem(BRAND_PROFILE_CACHE_KEY)!)).toEqual({ profile: PROFILE, savedAt: 1_000 });
    expect(readBrandProfileCache(1_000 + 60_000)).toEqual({ profile: PROFILE, savedAt: 1_000 });
  });

  it("expires after 6 hours", () => {
    expect(BRAND_PROFILE_CACHE_TTL_MS).toBe(6 * 60 * 60 * 1000);
    writeBrandProfileCache(PROFILE, 0);
    expect(readBrandProfileCache(BRAND_PROFILE_CACHE_TTL_MS - 1)).not.toBeNull();
    expect(readBrandProfileCache(BRAND_PROFILE_CACHE_TTL_MS)).toBeNull();
  });

  it("ignores an unreadable or foreign entry", () => {
    const { timeZone: _, ...withoutZone } = PROFILE;
    for (const raw of [
      "{not json",
      JSON.stringify({ profile: { businessName: "x" }, savedAt: Date.now() }),
      JSON.stringify({ profile: PROFILE }),
      JSON.stringify({ profile: withoutZone, savedAt: Date.now() }),
      JSON.stringify({ profile: { ...PROFILE, industry: "toString" }, savedAt: Date.now() }),
      JSON.stringify({ profile: { ...PROFILE, description: null }, savedAt: Date.now() }),
    ]) {
      localStorage.setItem(BRAND_PROFILE_CACHE_KEY, raw);
      expect(readBrandProfileCache()).toBeNull();
    }
  });

  it("is cleared, with the onboarding draft, by clearClientCaches (sign-in, logout)", () => {
    writeBrandProfileCache(PROFILE);
    saveOnboardingDraft({ step: 1, values: { businessName: "Lumen" } });
    clearClientCaches();
    expect(localStorage.getItem(BRAND_PROFILE_CACHE_KEY)).toBeNull();
    expect(sessionStorage.getItem(ONBOARDING_DRAFT_KEY)).toBeNull();
  });
});

describe("loadBrandProfile", () => {
  it("answers from a fresh copy without asking the server", async () => {
    writeBrandProfileCache(PROFILE);
    expect(await loadBrandProfile()).toEqual(PROFILE);
    expect(api.get).not.toHaveBeenCalled();
  });

  it("asks GET /api/business when the copy is missing or stale, and saves the answer", async () => {
    writeBrandProfileCache({ ...PROFILE, businessName: "Old name" }, Date.now() - BRAND_PROFILE_CACHE_TTL_MS - 1);
    api.get.mockResolvedValue({ statusCode: "OK", message: "OK", object: PROFILE });
    expect(await loadBrandProfile()).toEqual(PROFILE);
    expect(api.get).toHaveBeenCalledWith("/api/business");
    expect(readBrandProfileCache()?.profile).toEqual(PROFILE);
  });

  it("gives null (the empty state) on 404 BUSINESS_NOT_FOUND", async () => {
    api.get.mockRejectedValue(new ApiClientError(404, "BUSINESS_NOT_FOUND", "No brand profile found."));
    expect(await loadBrandProfile()).toBeNull();
    expect(localStorage.getItem(BRAND_PROFILE_CACHE_KEY)).toBeNull();
  });

  it("throws other failures (the load error state)", async () => {
    api.get.mockRejectedValue(new ApiClientError(500, "INTERNAL_ERROR", "Something went wrong on our side. Please try again."));
    await expect(loadBrandProfile()).rejects.toMatchObject({ status: 500 });
  });
});

describe("brand profile refresh after a save", () => {
  const CREATED: BusinessProfile = { ...PROFILE, id: 2, businessName: "Lumen Tutoring Ltd" };
  /** What the server answers afterwards: the same profile as it stored it. */
  const STORED: BusinessProfile = { ...CREATED, updatedAt: "2026-11-02T09:30:00.000Z" };

  let queryClient: QueryClient;

  beforeEach(() => {
    queryClient = makeQueryClient();
  });

  afterEach(() => {
    queryClient.clear();
  });

  /** A GET /api/business whose answer the test releases. */
  function pendingGet() {
    let answer!: (profile: BusinessProfile) => void;
    api.get.mockImplementationOnce(() => new Promise((resolve) => (answer = (object) => resolve({ statusCode: "OK", message: "OK", object }))));
    return (profile: BusinessProfile) => answer(profile);
  }

  const shown = () => queryClient.getQueryData(BRAND_PROFILE_QUERY_KEY);

  it("after create: sets the new profile at once, then really asks GET /api/business though the copy is fresh", async () => {
    const answer = pendingGet();
    const refresh = brandProfileRefresh(queryClient).created(CREATED);

    await vi.waitFor(() => expect(api.get).toHaveBeenCalledWith("/api/business"));
    // While the server is asked, every reader already sees the new profile.
    expect(shown()).toEqual(CREATED);
    expect(readBrandProfileCache()?.profile).toEqual(CREATED);

    answer(STORED);
    await refresh;
    expect(api.get).toHaveBeenCalledOnce();
    expect(shown()).toEqual(STORED);
    expect(readBrandProfileCache()?.profile).toEqual(STORED);
  });

  it("after create: the Brand Profile screen's query gets the server's answer, not its own fresh copy", async () => {
    api.get.mockResolvedValueOnce({ statusCode: "OK", message: "OK", object: PROFILE });
    const observer = new QueryObserver(queryClient, brandProfileQuery);
    const results: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => results.push(result.data));
    try {
      await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(PROFILE));
      expect(api.get).toHaveBeenCalledOnce();

      api.get.mockResolvedValueOnce({ statusCode: "OK", message: "OK", object: STORED });
      await brandProfileRefresh(queryClient).created(CREATED);

      expect(api.get).toHaveBeenCalledTimes(2);
      expect(results).toContainEqual(CREATED);
      expect(observer.getCurrentResult().data).toEqual(STORED);
      expect(readBrandProfileCache()?.profile).toEqual(STORED);
    } finally {
      unsubscribe();
    }
  });

  it("after create: a failed refresh keeps the new profile shown and saved", async () => {
    api.get.mockRejectedValueOnce(new ApiClientError(500, "INTERNAL_ERROR", "Something went wrong on our side. Please try again."));
    await expect(brandProfileRefresh(queryClient).created(CREATED)).resolves.toBeUndefined();
    expect(api.get).toHaveBeenCalledOnce();
    expect(shown()).toEqual(CREATED);
    expect(readBrandProfileCache()?.profile).toEqual(CREATED);
  });

  it("after update: drops the copy, shows the saved profile, and saves what the server then answers", async () => {
    writeBrandProfileCache(PROFILE);
    queryClient.setQueryData(BRAND_PROFILE_QUERY_KEY, PROFILE);
    const edited: BusinessProfile = { ...PROFILE, businessName: "Lumen Learning" };
    const answer = pendingGet();
    const refresh = brandProfileRefresh(queryClient).updated(edited);

    await vi.waitFor(() => expect(api.get).toHaveBeenCalledWith("/api/business"));
    expect(readBrandProfileCache()).toBeNull();
    expect(shown()).toEqual(edited);

    answer({ ...edited, updatedAt: "2026-11-03T08:00:00.000Z" });
    await refresh;
    expect(shown()).toEqual({ ...edited, updatedAt: "2026-11-03T08:00:00.000Z" });
    expect(readBrandProfileCache()?.profile).toEqual({ ...edited, updatedAt: "2026-11-03T08:00:00.000Z" });
  });
});

describe("onboarding draft", () => {
  it("keeps the answers and the step, and forgets them once cleared", () => {
    saveOnboardingDraft({ step: 2, values: { businessName: "Lumen", industry: "education", description: "Tutoring for teens." } });
    expect(readOnboardingDraft(4)).toEqual({ step: 2, values: { businessName: "Lumen", industry: "education", description: "Tutoring for teens." } });
    clearOnboardingDraft();
    expect(readOnboardingDraft(4)).toBeNull();
  });

  it("drops what it does not recognise and keeps the step in range", () => {
    sessionStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify({ step: 9, values: { businessName: 5, industry: "mining", painPoints: "Cost", extra: "x" } }));
    expect(readOnboardingDraft(4)).toEqual({ step: 3, values: { painPoints: "Cost" } });
    sessionStorage.setItem(ONBOARDING_DRAFT_KEY, "{broken");
    expect(readOnboardingDraft(4)).toBeNull();
  });
});
