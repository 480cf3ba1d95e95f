"use client";
// The media library (docs/media.md): the owner's own photos, newest first, a page at a time, with how much of the
// plan's room they use; photos are added above the grid and deleted from it.
import { CloudOff, Images, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { PhotoUploader } from "@/components/media/photo-uploader";
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
import { Skeleton } from "@/components/ui/skeleton";
import { refusalMessage } from "@/lib/api/client";
import { useFormat } from "@/lib/client/use-format";
import { useDeletePhoto, usePhotoLibrary } from "@/lib/client/use-photos";
import { PHOTOS_NOT_SET_UP } from "@/lib/media/limits";
import type { Photo, PhotoUsage } from "@/lib/media/schemas";

/** `uploadsEnabled` is false where photos have nowhere to be kept (a deployment without a bucket). */
export function MediaLibrary({ uploadsEnabled }: { uploadsEnabled: boolean }) {
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = usePhotoLibrary();
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const photos = data?.pages.flatMap((page) => page.photos) ?? [];
  const usage = data?.pages[0]?.usage;

  useEffect(() => {
    if (isError) toast.error("Failed to load your photos");
  }, [isError]);

  return (
    <>
      <PageHeader title="Media Library" description="Your own photos, ready for your posts.">
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

      <section aria-label="Your photos" aria-busy={isPending} className="mt-6">
        {isPending ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="aspect-square w-full rounded-lg" />
              </li>
            ))}
          </ul>
        ) : photos.length === 0 && !isError ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border bg-background px-4 py-10 text-center">
            <Images aria-hidden="true" className="size-8 text-muted-foreground" />
            <h2 className="font-semibold">No photos yet</h2>
            <p className="max-w-md text-sm text-muted-foreground">
              Add the photos you take of your shop, your team and what you make. Postloom keeps them here for your posts.
            </p>
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6" data-testid="photo-grid">
              {photos.map((photo) => (
                <PhotoTile key={photo.id} photo={photo} onDelete={() => setDeleting(photo)} />
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

function PhotoTile({ photo, onDelete }: { photo: Photo; onDelete: () => void }) {
  const format = useFormat();
  const taken =
    photo.takenAt && new Date(photo.takenAt).toLocaleDateString(format.locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
  return (
    <li className="group relative overflow-hidden rounded-lg border bg-background" data-testid="photo-tile">
      <img src={photo.thumbUrl} alt={photo.altText || photo.fileName} width={400} height={400} loading="lazy" className="aspect-square w-full object-cover" />
      <div className="space-y-0.5 p-2 text-xs">
        <p className="truncate font-medium" title={photo.fileName}>
          {photo.fileName}
        </p>
        <p className="text-muted-foreground">
          {photo.width} × {photo.height} · {format.fileSize(photo.bytes)}
        </p>
        <p className="text-muted-foreground">{taken ? `Taken ${taken}` : `Added ${format.date(photo.addedAt)}`}</p>
      </div>
      <Button
        variant="secondary"
        size="icon"
        className="absolute top-1.5 right-1.5 size-11 bg-background/90 sm:size-9"
        aria-label={`Delete ${photo.fileName}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

function DeletePhotoDialog({ photo, onClose }: { photo: Photo | null; onClose: () => void }) {
  const remove = useDeletePhoto();
  return (
    <AlertDialog open={photo !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this photo?</AlertDialogTitle>
          <AlertDialogDescription>{photo?.fileName} and its sizes are deleted from your library. This can't be undone.</AlertDialogDescription>
        </AlertDialogHeader>
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
              remove.mutate(photo.id, {
                onSuccess: (message) => {
                  toast.success(message);
                  onClose();
                },
                onError: (error) => toast.error(refusalMessage(error) ?? "Failed to delete the photo"),
              });
            }}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
