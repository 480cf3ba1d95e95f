"use client";
// The media library (docs/media.md): the owner's own photos and the AI's images for posts, newest first, a page at
// a time, with how much of the plan's room they use. Photos are added above the grid; found by a search, a tag,
// their use or their source; opened for their alt text, tags and focus point; deleted one at a time, or picked to
// be tagged or deleted together.
import { Check, CloudOff, Images, ListChecks, Search, Sparkles, Tag, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { PhotoUploader } from "@/components/media/photo-uploader";
import { PhotoUses } from "@/components/media/photo-uses";
import { PageHeader } from "@/components/page-header";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { refusalMessage } from "@/lib/api/client";
import { useFormat } from "@/lib/client/use-format";
import { useOpenedOnce } from "@/lib/client/use-opened-once";
import { inUseOf, useChangePhotos, useDeletePhoto, usePhotoLibrary } from "@/lib/client/use-photos";
import { PHOTOS_NOT_SET_UP } from "@/lib/media/limits";
import { ANY_PHOTO } from "@/lib/media/photo-fields";
import type { Photo, PhotoBulk, PhotoFilter, PhotoUsage, PhotoUse } from "@/lib/media/schemas";
import { cn } from "@/lib/utils";

// Loaded the first time a photo is opened: the library's first paint doesn't wait for the editor.
const PhotoDetailsDialog = dynamic(() => import("@/components/media/photo-details-dialog").then((m) => m.PhotoDetailsDialog));

/** The library narrowed to photos a post uses, or none does. */
const USE_FILTERS = [
  { value: null, label: "Any use" },
  { value: true, label: "In posts" },
  { value: false, label: "Not used yet" },
] as const;

/** The library narrowed to the owner's uploads, or to the images the AI made for posts. */
const ORIGIN_FILTERS = [
  { value: null, label: "Any source" },
  { value: "uploaded", label: "Uploaded" },
  { value: "ai", label: "AI-made" },
] as const;

/** How long typing rests before the search is sent. */
const SEARCH_PAUSE_MS = 300;

/**
 * `uploadsEnabled` is false where photos have nowhere to be kept (a deployment without a bucket);
 * `altTextSuggestions`, whether the writer can see photos to suggest their alt text (not the offline one).
 */
export function MediaLibrary({ uploadsEnabled, altTextSuggestions }: { uploadsEnabled: boolean; altTextSuggestions: boolean }) {
  const [typed, setTyped] = useState("");
  const [filter, setFilter] = useState<PhotoFilter>(ANY_PHOTO);
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = usePhotoLibrary(filter);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const [editing, setEditing] = useState<Photo | null>(null);
  const editorOpened = useOpenedOnce(editing !== null);
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const photos = data?.pages.flatMap((page) => page.photos) ?? [];
  const usage = data?.pages[0]?.usage;
  const tags = data?.pages[0]?.tags ?? [];
  const narrowed = filter.search !== null || filter.tag !== null || filter.used !== null || filter.origin !== null;

  useEffect(() => {
    if (isError) toast.error("Failed to load your photos");
  }, [isError]);
  // A tag no photo has any more (its last ones deleted or untagged) stops narrowing the library.
  const tagGone = data !== undefined && filter.tag !== null && !tags.includes(filter.tag);
  useEffect(() => {
    if (tagGone) setFilter((current) => ({ ...current, tag: null }));
  }, [tagGone]);
  useEffect(() => {
    const search = typed.trim() || null;
    const timer = setTimeout(() => setFilter((current) => (current.search === search ? current : { ...current, search })), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <PageHeader title="Media Library" description="Your own photos and the AI-made images of your posts, ready to use.">
        {usage && <UsageLine usage={usage} />}
      </PageHeader>

      {uploadsEnabled ? (
        <PhotoUploader />
      ) : (
        <p role="status" className="flex items-start gap-2 rounded-lg border bg-background px-4 py-3 text-sm text-muted-foreground">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {PHOTOS_NOT_SET_UP}
        </p>
      )}

      {(usage?.files ?? 0) > 0 && (
        <div className="mt-6 flex flex-col gap-3" role="search" aria-label="Find photos">
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                placeholder="Search alt text, tags and names"
                aria-label="Search photos"
                maxLength={100}
                className="h-11 pl-9"
              />
            </div>
            <Button
              type="button"
              variant={selected ? "secondary" : "outline"}
              className="h-11"
              aria-pressed={selected !== null}
              onClick={() => setSelected(selected ? null : new Set())}
            >
              <ListChecks aria-hidden="true" />
              {selected ? "Done" : "Select"}
            </Button>
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1.5">
            <FilterGroup label="Filter by use" options={USE_FILTERS} value={filter.used} onChange={(used) => setFilter({ ...filter, used })} />
            <FilterGroup label="Filter by source" options={ORIGIN_FILTERS} value={filter.origin} onChange={(origin) => setFilter({ ...filter, origin })} />
          </div>
          {tags.length > 0 && (
            <FilterGroup
              label="Filter by tag"
              options={[null, ...tags].map((tag) => ({ value: tag, label: tag ?? "All photos" }))}
              value={filter.tag}
              onChange={(tag) => setFilter({ ...filter, tag })}
            />
          )}
        </div>
      )}

      <section aria-label="Your photos" aria-busy={isPending} className="mt-4">
        {isPending ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="aspect-square w-full rounded-lg" />
              </li>
            ))}
          </ul>
        ) : photos.length === 0 && !isError ? (
          narrowed ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border bg-background px-4 py-10 text-center">
              <h2 className="font-semibold">No photos match</h2>
              <Button
                variant="outline"
                className="h-11"
                onClick={() => {
                  setTyped("");
                  setFilter(ANY_PHOTO);
                }}
              >
                Clear the filters
              </Button>
            </div>
          ) : (
            <div className="flex flex-col items-center gap-2 rounded-lg border bg-background px-4 py-10 text-center">
              <Images aria-hidden="true" className="size-8 text-muted-foreground" />
              <h2 className="font-semibold">No photos yet</h2>
              <p className="max-w-md text-sm text-muted-foreground">
                Add the photos you take of your shop, your team and what you make. Postloom keeps them here for your posts.
              </p>
            </div>
          )
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6" data-testid="photo-grid">
              {photos.map((photo) => (
                <PhotoTile
                  key={photo.id}
                  photo={photo}
                  selected={selected ? selected.has(photo.id) : null}
                  onOpen={() => (selected ? toggle(photo.id) : setEditing(photo))}
                  onDelete={() => setDeleting(photo)}
                />
              ))}
            </ul>
            {hasNextPage && (
              <div className="mt-4 flex justify-center">
                <Button variant="outline" className="h-11" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                  {isFetchingNextPage ? "Loading..." : "Show more photos"}
                </Button>
              </div>
            )}
          </>
        )}
      </section>

      {selected && (
        <SelectionBar
          ids={[...selected]}
          onSelectAll={() => setSelected(new Set(photos.map((photo) => photo.id)))}
          onDone={() => setSelected(null)}
          onDeleted={() => setSelected(new Set())}
        />
      )}
      {editorOpened && <PhotoDetailsDialog photo={editing} suggestions={altTextSuggestions} onClose={() => setEditing(null)} />}
      <DeletePhotoDialog photo={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** One way of narrowing the library: a row of chips, the one in force pressed. */
function FilterGroup<T>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="flex flex-wrap gap-1.5" role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.label}
          type="button"
          size="sm"
          variant={value === option.value ? "default" : "outline"}
          className="min-h-9 rounded-full"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}

function UsageLine({ usage }: { usage: PhotoUsage }) {
  const format = useFormat();
  return (
    <p className="text-sm text-muted-foreground" data-testid="photo-usage">
      {format.number(usage.files)} of {format.count(usage.maxFiles, "photo")} · {format.fileSize(usage.bytes)} of {format.fileSize(usage.maxBytes)}
    </p>
  );
}

/** A photo in the grid: opened for its details, or, while selecting (`selected` not null), picked or left. */
function PhotoTile({ photo, selected, onOpen, onDelete }: { photo: Photo; selected: boolean | null; onOpen: () => void; onDelete: () => void }) {
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

/** What can be done with the photos picked: tag them, or delete them after asking. */
function SelectionBar({ ids, onSelectAll, onDone, onDeleted }: { ids: string[]; onSelectAll: () => void; onDone: () => void; onDeleted: () => void }) {
  const change = useChangePhotos();
  const [asking, setAsking] = useState<"tag" | "delete" | null>(null);
  const [tag, setTag] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [inUse, setInUse] = useState<PhotoUse[] | null>(null);
  const format = useFormat();
  const count = ids.length;
  const photos = format.count(count, "photo");

  const run = (bulk: PhotoBulk, after: () => void) =>
    change.mutate(bulk, {
      onSuccess: (message) => {
        toast.success(message);
        setAsking(null);
        after();
      },
      onError: (error) => {
        setProblem(refusalMessage(error) ?? "Something went wrong. Please try again.");
        setInUse(inUseOf(error));
      },
    });
  const close = () => {
    if (change.isPending) return;
    setAsking(null);
    setProblem(null);
    setInUse(null);
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label="Selected photos"
        className="sticky bottom-3 z-20 mt-4 flex flex-wrap items-center gap-2 rounded-lg border bg-background p-2 shadow-lg"
      >
        <p className="px-2 text-sm font-medium" aria-live="polite">
          {count ? `${photos} selected` : "Pick photos"}
        </p>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="ghost" className="min-h-11" onClick={onSelectAll}>
            Select all shown
          </Button>
          <Button variant="outline" className="min-h-11" disabled={!count} onClick={() => setAsking("tag")}>
            <Tag aria-hidden="true" />
            Tag
          </Button>
          <Button variant="outline" className="min-h-11 text-destructive" disabled={!count} onClick={() => setAsking("delete")}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
          <Button variant="ghost" className="min-h-11" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>

      <Dialog open={asking === "tag"} onOpenChange={(open) => !open && close()}>
        <DialogContent className="sm:max-w-md">
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              setProblem(null);
              run({ action: "tag", ids, tag }, () => setTag(""));
            }}
          >
            <DialogHeader>
              <DialogTitle>Tag {photos}</DialogTitle>
              <DialogDescription>The tag is added to each; their other tags stay.</DialogDescription>
            </DialogHeader>
            <Input value={tag} onChange={(event) => setTag(event.target.value)} aria-label="Tag" placeholder="bread" maxLength={30} autoFocus />
            {problem && (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" className="min-h-11" onClick={close} disabled={change.isPending}>
                Cancel
              </Button>
              <Button type="submit" className="min-h-11" disabled={change.isPending || !tag.trim()}>
                {change.isPending ? "Tagging..." : "Add tag"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <AlertDialog open={asking === "delete"} onOpenChange={(open) => !open && close()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {photos}?</AlertDialogTitle>
            <AlertDialogDescription>They and their sizes are deleted from your library. This can&apos;t be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          {inUse && <PhotoUses uses={inUse} label="Posts still to go out with them" />}
          <AlertDialogFooter>
            <AlertDialogCancel className="min-h-11" disabled={change.isPending}>
              Cancel
            </AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              className="min-h-11"
              disabled={change.isPending}
              onClick={(event) => {
                event.preventDefault();
                run({ action: "delete", ids, ...(inUse && { confirm: true }) }, () => {
                  setInUse(null);
                  onDeleted();
                });
              }}
            >
              {change.isPending ? "Deleting..." : inUse ? "Delete anyway" : "Delete"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

function DeletePhotoDialog({ photo, onClose }: { photo: Photo | null; onClose: () => void }) {
  const remove = useDeletePhoto();
  // The posts still to go out with it, once the server has named them: the owner may delete it anyway.
  const [inUse, setInUse] = useState<{ photoId: string; uses: PhotoUse[]; message: string } | null>(null);
  const asked = photo && inUse?.photoId === photo.id ? inUse : null;
  return (
    <AlertDialog open={photo !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this photo?</AlertDialogTitle>
          <AlertDialogDescription>{photo?.fileName} and its sizes are deleted from your library. This can't be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        {asked && (
          <>
            <p role="alert" className="text-sm text-destructive">
              {asked.message}
            </p>
            <PhotoUses uses={asked.uses} label="Posts still to go out with it" />
          </>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel className="min-h-11" disabled={remove.isPending}>
            Cancel
          </AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            className="min-h-11"
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (!photo) return;
              remove.mutate(
                { id: photo.id, confirm: asked !== null },
                {
                  onSuccess: (message) => {
                    toast.success(message);
                    setInUse(null);
                    onClose();
                  },
                  onError: (error) => {
                    const uses = inUseOf(error);
                    if (uses) setInUse({ photoId: photo.id, uses, message: refusalMessage(error)! });
                    else toast.error(refusalMessage(error) ?? "Failed to delete the photo");
                  },
                },
              );
            }}
          >
            {remove.isPending ? "Deleting..." : asked ? "Delete anyway" : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
