"use client";
// Photos shared to Postloom from the phone's gallery (app/share/route.ts) wait for the workspace: opened with a
// share waiting, it adds them to the library (POST /api/shares/claim) and puts them on the new post, saying which
// files could not be added and why.
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { refusalMessage } from "@/lib/api/client";
import { api } from "@/lib/client/api";
import { asPostPhoto } from "@/lib/media/photo-fields";
import type { PostPhoto, SharedPhotos } from "@/lib/media/schemas";

/** Whether the shared photos are still being added. */
export function useSharedPhotos(waiting: boolean, onPhotos: (photos: PostPhoto[]) => void): boolean {
  const [adding, setAdding] = useState(waiting);
  const asked = useRef(false);
  const latest = useRef(onPhotos);
  useEffect(() => {
    latest.current = onPhotos;
  });
  useEffect(() => {
    if (!waiting || asked.current) return;
    asked.current = true;
    api
      .post<SharedPhotos>("/api/shares/claim")
      .then(
        ({ object: { photos, refused } }) => {
          if (photos.length) {
            latest.current(photos.map(asPostPhoto));
            toast.success(photos.length === 1 ? "Your shared photo is on this post." : `Your ${photos.length} shared photos are on this post.`);
          }
          for (const refusal of refused) toast.error(refusal);
        },
        (error: unknown) => toast.error(refusalMessage(error) ?? "We couldn't add the photos you shared. Share them to Postloom again."),
      )
      .finally(() => setAdding(false));
  }, [waiting]);
  return adding;
}
