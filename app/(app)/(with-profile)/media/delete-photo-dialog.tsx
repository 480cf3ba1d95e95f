"use client";
// Asks before deleting one photo of the media library (docs/media.md), naming the posts still to go out with it.
import { useState } from "react";
import { toast } from "sonner";
import { PhotoUses } from "@/components/media/photo-uses";
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
import { refusalMessage } from "@/lib/api/client";
import { inUseOf, useDeletePhoto } from "@/lib/client/use-photos";
import type { Photo, PhotoUse } from "@/lib/media/schemas";

export function DeletePhotoDialog({ photo, onClose }: { photo: Photo | null; onClose: () => void }) {
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
