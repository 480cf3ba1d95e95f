"use client";
// The media library (docs/media.md): the owner's own photos and the AI's images for posts, newest first, a page at
// a time, with how much of the plan's room they use. Photos are added above the grid; found by a search, a tag,
// their use or their source; opened for their alt text, tags and focus point; deleted one at a time, or picked to
// be tagged or deleted together.
import { CloudOff, Images, ListChecks, Search } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { PhotoUploader } from "@/components/media/photo-uploader";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/lib/client/use-format";
import { useOpenedOnce } from "@/lib/client/use-opened-once";
import { usePhotoLibrary } from "@/lib/client/use-photos";
import { PHOTOS_NOT_SET_UP } from "@/lib/media/limits";
import { ANY_PHOTO } from "@/lib/media/photo-fields";
import type { Photo, PhotoFilter, PhotoUsage } from "@/lib/media/schemas";
import { DeletePhotoDialog } from "./delete-photo-dialog";
import { FilterGroup } from "./filter-group";
import { PhotoTile } from "./photo-tile";
import { SelectionBar } from "./selection-bar";

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

function UsageLine({ usage }: { usage: PhotoUsage }) {
  const format = useFormat();
  return (
    <p className="text-sm text-muted-foreground" data-testid="photo-usage">
      {format.number(usage.files)} of {format.count(usage.maxFiles, "photo")} · {format.fileSize(usage.bytes)} of {format.fileSize(usage.maxBytes)}
    </p>
  );
}
