"use client";
// Adding photos (docs/media.md): drop them here, paste them, or choose them (on a phone the picker offers the
// camera or the gallery). Each file shows its own progress and outcome; one refused names its reason, and one that
// failed on the way can be sent again without the others.
import { CheckCircle2, ImagePlus, RotateCcw, TriangleAlert, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { usePhotoUploads, type PhotoUpload } from "@/lib/client/use-photo-uploads";
import type { Photo } from "@/lib/media/schemas";
import { cn } from "@/lib/utils";

/** The picker's filter: any image (a phone then offers its camera), and HEIC by name where a desktop doesn't know it. */
const ACCEPT = "image/*,.heic,.heif";

export function PhotoUploader({ onAdded }: { onAdded?: (photo: Photo) => void } = {}) {
  const { uploads, add, retry, dismiss, clearFinished } = usePhotoUploads({ onAdded });
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  // A photo pasted anywhere on the page is added (a screenshot, a photo copied from another app).
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (!files.length) return;
      event.preventDefault();
      add(files);
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [add]);

  const finished = uploads.filter((u) => u.state.phase === "added" || u.state.phase === "refused").length;

  return (
    <section aria-label="Add photos" className="space-y-3">
      <div
        data-testid="photo-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          add(event.dataTransfer.files);
        }}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed bg-background px-4 py-8 text-center transition-colors",
          over ? "border-primary bg-primary/5" : "border-border",
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-muted-foreground" />
        <p id={hintId} className="max-w-md text-sm text-muted-foreground">
          Drop photos here, paste them, or choose them. JPEG, PNG, WebP, HEIC or AVIF, up to 20 MB each. Location data is removed before anything is shown or
          posted.
        </p>
        <Button type="button" className="h-11" onClick={() => input.current?.click()} aria-describedby={hintId}>
          Choose photos
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="photo-file-input"
          onChange={(event) => {
            add(event.target.files ?? []);
            event.target.value = "";
          }}
        />
      </div>

      {uploads.length > 0 && (
        <div className="rounded-lg border bg-background">
          <ul aria-label="Uploads" className="divide-y">
            {uploads.map((upload) => (
              <UploadRow key={upload.key} upload={upload} onRetry={() => retry(upload.key)} onDismiss={() => dismiss(upload.key)} />
            ))}
          </ul>
          {finished > 0 && (
            <div className="flex justify-end border-t px-3 py-2">
              <Button type="button" variant="ghost" size="sm" className="min-h-11" onClick={clearFinished}>
                Clear finished
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

function UploadRow({ upload, onRetry, onDismiss }: { upload: PhotoUpload; onRetry: () => void; onDismiss: () => void }) {
  const { file, state } = upload;
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm" data-testid="photo-upload" data-phase={state.phase}>
      <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
      {state.phase === "waiting" && <span className="text-muted-foreground">Waiting…</span>}
      {state.phase === "sending" && (
        <span className="flex w-40 items-center gap-2">
          <Progress value={state.percent} aria-label={`Sending ${file.name}`} className="flex-1" />
          <span className="w-9 text-right tabular-nums text-muted-foreground">{state.percent}%</span>
        </span>
      )}
      {state.phase === "checking" && <span className="text-muted-foreground">Making its sizes…</span>}
      {state.phase === "added" && (
        <span className="flex items-center gap-1 text-success">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {state.duplicate ? "Already in your library" : "Added"}
        </span>
      )}
      {(state.phase === "refused" || state.phase === "failed") && (
        <>
          {/* On the name's line, and the reason below it, across the row. */}
          <span className="ml-auto flex gap-1">
            {state.phase === "failed" && (
              <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={onRetry}>
                <RotateCcw aria-hidden="true" />
                Retry
              </Button>
            )}
            <Button type="button" variant="ghost" size="sm" className="min-h-11" onClick={onDismiss} aria-label={`Dismiss ${file.name}`}>
              <X aria-hidden="true" />
            </Button>
          </span>
          <span role="alert" className="flex basis-full items-start gap-1 text-destructive">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {state.reason}
          </span>
        </>
      )}
    </li>
  );
}
