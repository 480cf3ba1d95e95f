"use client";
// Choosing a post's photos from the owner's library (docs/media.md): the library's photos, newest first, a page at a
// time, picked in the order the post shows them (each numbered), at most POST_PHOTOS_MAX; photos added here are picked
// as they arrive. Nothing changes until "Use" is pressed.
import { Check } from "lucide-react";
import { useState } from "react";
import { PhotoUploader } from "@/components/media/photo-uploader";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { usePhotoLibrary } from "@/lib/client/use-photos";
import { POST_PHOTOS_MAX } from "@/lib/media/limits";
import { asPostPhoto } from "@/lib/media/photo-fields";
import type { Photo, PostPhoto } from "@/lib/media/schemas";
import { cn } from "@/lib/utils";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The post's photos now: picked when the dialog opens. */
  chosen: PostPhoto[];
  onChoose: (photos: PostPhoto[]) => void;
};

export function PhotoPickerDialog({ open, onOpenChange, chosen, onChoose }: Props) {
  const [picked, setPicked] = useState<PostPhoto[]>(chosen);
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = usePhotoLibrary();
  const photos = data?.pages.flatMap((page) => page.photos) ?? [];
  const full = picked.length >= POST_PHOTOS_MAX;

  // Each time it opens, it starts from the post's photos.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPicked(chosen);
  }

  const toggle = (photo: Photo) =>
    setPicked((list) =>
      list.some((p) => p.id === photo.id) ? list.filter((p) => p.id !== photo.id) : list.length < POST_PHOTOS_MAX ? [...list, asPostPhoto(photo)] : list,
    );
  // A photo that arrives is picked, unless the post is full or has it.
  const added = (photo: Photo) =>
    setPicked((list) => (list.length < POST_PHOTOS_MAX && !list.some((p) => p.id === photo.id) ? [...list, asPostPhoto(photo)] : list));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[90vh] flex-col gap-4 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Your photos</DialogTitle>
          <DialogDescription>
            Pick up to {POST_PHOTOS_MAX} photos, in the order the post shows them. Several go out as a carousel on Instagram and as one post of several photos
            on Facebook.
          </DialogDescription>
        </DialogHeader>
        <div className="-mx-6 min-h-0 flex-1 space-y-4 overflow-y-auto px-6">
          <PhotoUploader onAdded={added} />
          {isPending ? (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Loading your photos">
              {Array.from({ length: 8 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="aspect-square w-full rounded-md" />
                </li>
              ))}
            </ul>
          ) : isError ? (
            <p role="alert" className="text-sm text-destructive">
              We couldn&apos;t load your photos. Close this and try again.
            </p>
          ) : photos.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No photos in your library yet. Add some above.</p>
          ) : (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Your library">
              {photos.map((photo) => {
                const place = picked.findIndex((p) => p.id === photo.id);
                const on = place >= 0;
                return (
                  <li key={photo.id}>
                    <button
                      type="button"
                      aria-pressed={on}
                      disabled={!on && full}
                      onClick={() => toggle(photo)}
                      aria-label={`${photo.altText || photo.fileName}${on ? `, photo ${place + 1} of the post` : ""}`}
                      className={cn(
                        "relative block aspect-square w-full overflow-hidden rounded-md border-2 bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring disabled:opacity-50",
                        on ? "border-primary" : "border-transparent",
                      )}
                    >
                      <img src={photo.thumbUrl} alt="" loading="lazy" className="size-full object-cover" />
                      {on && (
                        <span className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                          {place + 1}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {hasNextPage && (
            <div className="flex justify-center">
              <Button type="button" variant="outline" className="h-11" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {isFetchingNextPage ? "Loading…" : "Show more photos"}
              </Button>
            </div>
          )}
        </div>
        <DialogFooter className="items-center gap-2 sm:justify-between">
          <p className="text-sm text-muted-foreground" role="status">
            {full ? `A post can carry at most ${POST_PHOTOS_MAX} photos.` : picked.length === 1 ? "1 photo picked" : `${picked.length} photos picked`}
          </p>
          <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row">
            <Button type="button" variant="outline" className="h-11" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="button"
              className="h-11"
              onClick={() => {
                onChoose(picked);
                onOpenChange(false);
              }}
            >
              <Check aria-hidden="true" />
              {picked.length === 0 ? "Use no photos" : picked.length === 1 ? "Use 1 photo" : `Use ${picked.length} photos`}
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
