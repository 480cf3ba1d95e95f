"use client";
// The Confirm Post dialog's 'Select Platforms' section: the targets, and what stops the post going to them (nothing
// connected yet; what a chosen channel would refuse, with an image offered to a post that has no picture).
import { ImagePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { type ConnectionView } from "@/lib/social/schemas";
import { TargetPicker } from "./target-picker";

export function PlatformsSection({
  accounts,
  targets,
  onChange,
  busy,
  making,
  facebookOffered,
  refusal,
  offerImage,
  onMakeImage,
}: {
  accounts: ConnectionView[];
  targets: number[];
  onChange: (next: number[]) => void;
  busy: boolean;
  making: boolean;
  facebookOffered: boolean;
  refusal: string | null;
  /** Whether 'Generate an image' is offered beside the refusal (a saved post with no picture). */
  offerImage: boolean;
  onMakeImage: () => void;
}) {
  return (
    <section aria-labelledby="select-platforms-title" className="space-y-2">
      <h3 id="select-platforms-title" className="text-sm font-medium">
        Select Platforms
      </h3>
      <TargetPicker accounts={accounts} value={targets} onChange={onChange} disabled={busy} />
      {facebookOffered && <p className="text-sm text-muted-foreground">Facebook isn&apos;t connected yet, so this post can only be marked as published.</p>}
      {refusal && (
        <div role="alert" className="space-y-2 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          <p>{refusal}</p>
          {offerImage && (
            <Button variant="outline" className="h-11 text-foreground" disabled={busy || making} onClick={onMakeImage}>
              <ImagePlus aria-hidden="true" />
              {making ? "Creating the image…" : "Generate an image"}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
