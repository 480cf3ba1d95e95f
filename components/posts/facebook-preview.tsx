"use client";
// How a post looks on a Facebook Page: the page's name, the text (or whatever the workspace puts in its
// place while the text is edited or written), the pictures, and the length against Facebook's limit. Facebook
// takes a photo at any ratio (lib/channels/facebook/facts.ts), so one photo is shown whole; several are laid
// out as its feed lays them out: two side by side, three as one wide over two, more as four tiles with '+N'.
import { MessageCircle, Share2, ThumbsUp } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { FACEBOOK_FACTS } from "@/lib/channels/facebook/facts";
import { characterCount } from "@/lib/channels/counting";
import type { PostPhoto } from "@/lib/media/schemas";
import { cn } from "@/lib/utils";
import { CharacterCounter } from "./character-counter";
import type { PostPictures } from "./post-pictures";

type Props = {
  brandName: string;
  text: string;
  /** The owner's photos, in order, or the AI image. */
  pictures: PostPictures;
  imagePending?: boolean;
  /** Shown instead of the plain text (the workspace's editor, or the text as it is written). */
  body?: React.ReactNode;
};

export function FacebookPreview({ brandName, text, pictures, imagePending = false, body }: Props) {
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <div aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
          {brandName.charAt(0).toUpperCase()}
        </div>
        <div className="min-w-0">
          <p className="truncate font-semibold" data-testid="preview-brand">
            {brandName}
          </p>
          <p className="text-xs text-muted-foreground">Just now</p>
        </div>
      </div>

      {body ?? <div className="text-base leading-relaxed whitespace-pre-wrap break-words">{text}</div>}

      {imagePending ? (
        <div className="grid gap-2">
          <Skeleton className="aspect-video w-full rounded-md" />
          <p className="text-sm text-muted-foreground" role="status">
            Creating your image…
          </p>
        </div>
      ) : pictures.photos.length > 0 ? (
        <PhotoLayout photos={pictures.photos} />
      ) : (
        pictures.imageUrl && (
          <img src={pictures.imageUrl} alt={`Image for ${brandName}'s post`} className="aspect-video w-full rounded-md border object-cover" />
        )
      )}

      <div aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-2 border-t pt-4 text-sm text-muted-foreground sm:gap-x-6">
        <span className="flex items-center gap-1.5 whitespace-nowrap">
          <ThumbsUp className="size-4" />0 Likes
        </span>
        <span className="flex items-center gap-1.5 whitespace-nowrap">
          <MessageCircle className="size-4" />0 Comments
        </span>
        <span className="flex items-center gap-1.5 whitespace-nowrap">
          <Share2 className="size-4" />0 Shares
        </span>
      </div>
      <CharacterCounter count={characterCount(text)} limit={FACEBOOK_FACTS.rules.maxCharacters} testId="facebook-counter" />
    </div>
  );
}

/** How many tiles Facebook's feed shows of a post's photos; the rest are counted on the last ('+2'). */
const TILES = 4;

const altOf = (photo: PostPhoto, i: number, count: number) => photo.altText || `Photo ${i + 1} of ${count}`;

function PhotoLayout({ photos }: { photos: PostPhoto[] }) {
  const count = photos.length;
  if (count === 1) {
    const [photo] = photos;
    // Whole, at its own ratio; a tall one is held to a screenful and shown whole inside it.
    return (
      <img
        src={photo.displayUrl}
        alt={altOf(photo, 0, 1)}
        width={photo.width}
        height={photo.height}
        className="max-h-[min(36rem,70vh)] w-full rounded-md border bg-muted object-contain"
        style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
      />
    );
  }
  const shown = photos.slice(0, TILES);
  const rest = count - shown.length;
  return (
    <ul aria-label={`${count} photos`} className="grid grid-cols-2 gap-0.5 overflow-hidden rounded-md border bg-muted">
      {shown.map((photo, i) => {
        const wide = count === 3 && i === 0;
        const last = rest > 0 && i === shown.length - 1;
        return (
          <li key={photo.id} className={cn("relative", wide ? "col-span-2 aspect-[2/1]" : "aspect-square")}>
            <img src={photo.displayUrl} alt={altOf(photo, i, count)} className="size-full object-cover" loading="lazy" />
            {last && (
              <div className="absolute inset-0 flex items-center justify-center bg-black/55 text-3xl font-semibold text-white">
                <span aria-hidden="true">+{rest}</span>
                <span className="sr-only">
                  and {rest} more {rest === 1 ? "photo" : "photos"}
                </span>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
