"use client";
// The workspace's pictures (docs/media.md): the owner's own photos first, chosen from the library (or added there and
// then), in the order the post shows them; an AI image otherwise, made with the post. Choosing photos lets the AI
// image go.
import { ImagePlus, Images, Loader2, X } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useOpenedOnce } from "@/lib/client/use-opened-once";
import type { PostPhoto } from "@/lib/media/schemas";

// Loaded the first time it is opened: the workspace's first paint doesn't wait for the library.
const PhotoPickerDialog = dynamic(() => import("@/components/media/photo-picker-dialog").then((m) => m.PhotoPickerDialog));

type Props = {
  photos: PostPhoto[];
  hasAiImage: boolean;
  /** Photos shared from the phone are being added. */
  adding: boolean;
  onPhotos: (photos: PostPhoto[]) => void;
  disabled: boolean;
};

export function PictureChoice({ photos, hasAiImage, adding, onPhotos, disabled }: Props) {
  const [picking, setPicking] = useState(false);
  const opened = useOpenedOnce(picking);
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Images aria-hidden="true" className="size-4" />
          Your photos
        </CardTitle>
        <Button type="button" variant="outline" className="h-11" disabled={disabled} onClick={() => setPicking(true)}>
          <ImagePlus aria-hidden="true" />
          {photos.length ? "Change photos" : "Add photos"}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-2 px-4">
        {adding ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Adding the photos you shared…
          </p>
        ) : photos.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Photos on this post">
            {photos.map((photo, index) => (
              <li key={photo.id} className="relative">
                <img src={photo.thumbUrl} alt={photo.altText || `Photo ${index + 1}`} className="size-16 rounded-md border object-cover" />
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  disabled={disabled}
                  aria-label={`Remove photo ${index + 1}`}
                  className="absolute -top-2 -right-2 size-7 rounded-full border shadow-sm"
                  onClick={() => onPhotos(photos.filter((p) => p.id !== photo.id))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            {hasAiImage
              ? "This post has an AI image. Add your own photos to post them instead."
              : "Post your own photos, up to 10. Or turn on ‘Generate AI Image’ when you write the post, and Postloom makes one."}
          </p>
        )}
      </CardContent>
      {opened && <PhotoPickerDialog open={picking} onOpenChange={setPicking} chosen={photos} onChoose={onPhotos} />}
    </Card>
  );
}
