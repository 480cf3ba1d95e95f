"use client";
// One photo in the media library's grid (docs/media.md): its picture and facts, with its delete button or its selection mark.
import { Check, Sparkles, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/lib/client/use-format";
import type { Photo } from "@/lib/media/schemas";
import { cn } from "@/lib/utils";

/** A photo in the grid: opened for its details, or, while selecting (`selected` not null), picked or left. */
export function PhotoTile({ photo, selected, onOpen, onDelete }: { photo: Photo; selected: boolean | null; onOpen: () => void; onDelete: () => void }) {
  const format = useFormat();
  const taken =
    photo.takenAt && new Date(photo.takenAt).toLocaleDateString(format.locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
  return (
    <li
      className={cn("group relative overflow-hidden rounded-lg border bg-background", selected && "ring-2 ring-primary ring-offset-2")}
      data-testid="photo-tile"
    >
      <button
        type="button"
        className="block w-full outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-inset"
        onClick={onOpen}
        aria-label={selected === null ? `Details of ${photo.fileName}` : `Select ${photo.fileName}`}
        aria-pressed={selected ?? undefined}
      >
        <img src={photo.thumbUrl} alt={photo.altText || photo.fileName} width={400} height={400} loading="lazy" className="aspect-square w-full object-cover" />
      </button>
      <div className="space-y-0.5 p-2 text-xs">
        <p className="truncate font-medium" title={photo.fileName}>
          {photo.fileName}
        </p>
        <p className="text-muted-foreground">
          {photo.width} × {photo.height} · {format.fileSize(photo.bytes)}
        </p>
        <p className="text-muted-foreground">
          {photo.origin === "ai" ? `Made by AI ${format.date(photo.addedAt)}` : taken ? `Taken ${taken}` : `Added ${format.date(photo.addedAt)}`}
        </p>
        <p className="text-muted-foreground">{photo.uses ? `In ${format.count(photo.uses, "post")}` : "Not in a post yet"}</p>
        {!photo.altText && <p className="text-warning">No alt text yet</p>}
      </div>
      {selected === null && photo.origin === "ai" && (
        <span className="pointer-events-none absolute top-2 left-2 flex items-center gap-1 rounded-full bg-background/90 px-2 py-0.5 text-xs font-medium shadow-sm">
          <Sparkles aria-hidden="true" className="size-3" />
          AI-made
        </span>
      )}
      {selected === null ? (
        <Button
          variant="secondary"
          size="icon"
          className="absolute top-1.5 right-1.5 size-11 bg-background/90 sm:size-9"
          aria-label={`Delete ${photo.fileName}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : (
        <span
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute top-2 left-2 flex size-6 items-center justify-center rounded-full border-2 border-white shadow",
            selected ? "bg-primary text-primary-foreground" : "bg-background/70",
          )}
        >
          {selected && <Check className="size-4" />}
        </span>
      )}
    </li>
  );
}
