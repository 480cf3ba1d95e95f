"use client";
// How a post looks on a Facebook Page: the page's name, the text (or whatever the workspace puts in its
// place while the text is edited or written), the pictures, and the length against Facebook's limit. Facebook
// takes a photo at any ratio (lib/channels/facebook/facts.ts), so one photo is shown whole; several are laid
// out as its feed lays them out (./photo-layout.tsx).
import { MessageCircle, Share2, ThumbsUp } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { FACEBOOK_FACTS } from "@/lib/channels/facebook/facts";
import { characterCount } from "@/lib/channels/counting";
import { CharacterCounter } from "./character-counter";
import { PhotoLayout } from "./photo-layout";
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
