"use client";
// docs/product.md §2 Brand Profile: loading, empty (404), create form, read-only view and edit mode, load error.
import { AlertCircle, Store } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { HydrateApart } from "@/components/hydrate-apart";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { BusinessProfile } from "@/lib/business/schemas";
import { useBrandProfile } from "@/lib/client/use-brand-profile";
import { BrandProfileForm } from "./brand-profile-form";
import { VoiceCard } from "./voice-card";

function EmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-background px-6 py-16 text-center">
      <Store aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">No Brand Profile Found</h2>
      <p className="max-w-md text-muted-foreground">Please create your business profile to continue.</p>
      <Button size="lg" className="mt-2" onClick={onCreate}>
        Create Profile
      </Button>
    </div>
  );
}

function LoadError() {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 bg-background px-6 py-16 text-center">
      <AlertCircle aria-hidden="true" className="size-10 text-destructive" />
      <h2 className="text-lg font-semibold">Error loading business profile</h2>
      <p className="max-w-md text-muted-foreground">There was a problem loading your business profile. Please try again later.</p>
    </div>
  );
}

/**
 * `serverProfile` is the server's reading, drawn at once; the screen's load (the browser copy, else
 * GET /api/business) then takes over, and its states are the spec's: a spinner while it runs, the empty state
 * on a 404, the load error on any other failure.
 */
export function BrandProfileScreen({ serverProfile }: { serverProfile: BusinessProfile | null }) {
  const query = useBrandProfile();
  // The load's answer is drawn as a deferred render, which React splits into short slices: drawn at once, the
  // whole form held the page's main thread for one long task.
  const status = useDeferredValue(query.status);
  const loaded = useDeferredValue(query.data);
  const [creating, setCreating] = useState(false);
  const profile = status === "success" ? loaded : serverProfile;

  if (status === "pending" && !profile) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading your brand profile" className="size-8 text-primary" />
      </div>
    );
  }
  if (status === "error") {
    return (
      <>
        <PageHeader title="Brand Profile" description="Manage your business information" />
        <LoadError />
      </>
    );
  }
  if (profile) {
    return (
      <>
        <PageHeader title="Brand Profile" description="Manage your business information">
          {status === "pending" && (
            // Shown only if the load takes a moment: a copy in the browser answers before it would appear.
            <Spinner
              label="Loading your brand profile"
              wrapperClassName="animate-in fade-in-0 duration-300 [animation-delay:500ms] [animation-fill-mode:backwards]"
              className="text-muted-foreground"
            />
          )}
        </PageHeader>
        {/* A profile that reads differently (saved, or the load's answer unlike the server's reading) remounts the
            form, so it shows that profile, in view mode. The same profile again keeps the form as it is. */}
        <HydrateApart>
          <BrandProfileForm key={JSON.stringify(profile)} profile={profile} />
        </HydrateApart>
        <HydrateApart>
          <VoiceCard />
        </HydrateApart>
      </>
    );
  }
  if (creating) {
    return (
      <>
        <PageHeader title="Create Brand Profile" description="Please fill out your business information" />
        <BrandProfileForm onCancel={() => setCreating(false)} />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Brand Profile" description="Manage your business information" />
      <EmptyState onCreate={() => setCreating(true)} />
    </>
  );
}
