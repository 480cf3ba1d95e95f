"use client";
// PRODUCT-SPEC §2 Brand Profile: loading, empty (404), create form, read-only view and edit mode, load error.
import { AlertCircle, Store } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
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

export function BrandProfileScreen() {
  const query = useBrandProfile();
  // The answer is drawn as a deferred render, which React splits into short slices: drawn at once, the whole
  // form held the page's main thread for one long task.
  const status = useDeferredValue(query.status);
  const profile = useDeferredValue(query.data);
  const [creating, setCreating] = useState(false);

  if (status === "pending") {
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
        <PageHeader title="Brand Profile" description="Manage your business information" />
        {/* A saved profile remounts the form, so it shows what the server holds, in view mode. */}
        <BrandProfileForm key={profile.updatedAt} profile={profile} />
        <VoiceCard />
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
