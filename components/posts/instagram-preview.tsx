"use client";
// How a post looks in Instagram's feed: the picture (the AI image portrait, as Postloom sends it; the owner's
// photos as a carousel, each cut as its publishing copy is cut), then the caption cut where Instagram cuts it, with
// '… more'. Instagram posts need a picture, and the caption has its own limits.
import { Bookmark, ChevronLeft, ChevronRight, Heart, ImageOff, MessageCircle, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CropView } from "@/components/media/channel-crops";
import { Skeleton } from "@/components/ui/skeleton";
import { defaultAccount, useSocialConnections } from "@/lib/client/use-social-connections";
import { INSTAGRAM_FACTS } from "@/lib/channels/instagram/facts";
import { postAspect } from "@/lib/channels/picture-size";
import { postProblem } from "@/lib/channels/rules";
import { characterCount, countTags } from "@/lib/channels/counting";
import { focusCrop } from "@/lib/media/focus-crop";
import type { PostPhoto } from "@/lib/media/schemas";
import { cn } from "@/lib/utils";
import { CharacterCounter } from "./character-counter";
import { pictureCount, type PostPictures } from "./post-pictures";
import { useFeedCut } from "./use-feed-cut";

/** The brand as an Instagram handle, when no Instagram account is connected yet. */
const handleOf = (brand: string) => brand.toLowerCase().replace(/[^a-z0-9._]+/g, "") || "yourbrand";

export function InstagramPreview({
  brandName,
  text,
  pictures,
  imagePending,
}: {
  brandName: string;
  text: string;
  /** The owner's photos, in order, or the AI image. */
  pictures: PostPictures;
  imagePending: boolean;
}) {
  const { data } = useSocialConnections();
  const handle = defaultAccount(data, "INSTAGRAM")?.accountName ?? handleOf(brandName);
  const { feedCharacters, maxCharacters, maxHashtags } = INSTAGRAM_FACTS.rules;
  const { cut, shown, expand } = useFeedCut(text, feedCharacters);
  // The caption's own problems, and too many photos: a missing picture is shown in the picture's place.
  const problem = postProblem(INSTAGRAM_FACTS, text, pictureCount(pictures) || 1);
  const { photos, imageUrl } = pictures;
  const { hashtags } = countTags(text);

  return (
    <div className="grid gap-3">
      <article aria-label="Instagram preview" className="mx-auto w-full max-w-sm overflow-hidden rounded-lg border bg-background">
        <header className="flex items-center gap-2 p-3">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-gradient-to-tr from-amber-400 via-pink-500 to-indigo-500 p-0.5"
          >
            <span className="flex size-full items-center justify-center rounded-full bg-background text-xs font-semibold">
              {handle.charAt(0).toUpperCase()}
            </span>
          </span>
          <span className="truncate text-sm font-semibold">{handle}</span>
        </header>
        {imagePending ? (
          <Skeleton className="aspect-[4/5] w-full rounded-none" />
        ) : photos.length > 0 ? (
          // Keyed by the photos, so a new choice starts at its first.
          <Carousel key={photos.map((photo) => photo.id).join()} photos={photos} />
        ) : imageUrl ? (
          <img src={imageUrl} alt={`Image for ${brandName}'s post`} className="aspect-[4/5] w-full object-cover" />
        ) : (
          <div className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-2 bg-muted p-6 text-center text-sm text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-8" />
            <p>Instagram posts need a picture. Add your photos, or turn on &lsquo;Generate image&rsquo;.</p>
          </div>
        )}
        <div aria-hidden="true" className="flex items-center gap-4 px-3 pt-3 text-foreground">
          <Heart className="size-5" />
          <MessageCircle className="size-5" />
          <Send className="size-5" />
          <Bookmark className="ml-auto size-5" />
        </div>
        <p className="px-3 pt-2 pb-3 text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="instagram-caption">
          <span className="font-semibold">{handle}</span>{" "}
          {text.trim() ? cut ? `${shown} ` : text : <span className="text-muted-foreground">Your caption will appear here...</span>}
          {cut && (
            <button type="button" className="text-muted-foreground hover:underline focus-visible:underline focus-visible:outline-none" onClick={expand}>
              more
            </button>
          )}
        </p>
      </article>
      <CharacterCounter
        count={characterCount(text)}
        limit={maxCharacters}
        testId="instagram-counter"
        extra={
          <>
            {" "}
            · <span className="font-mono">{hashtags}</span> / {maxHashtags} hashtags
          </>
        }
      />
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}

const smoothly = (): ScrollBehavior => (window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");

/**
 * The photos as Instagram's carousel shows them: every one at the post's ratio (the first photo's, held within
 * Instagram's range), cut around its focus as its publishing copy is. Swiped, scrolled with the arrow keys, or
 * moved with the buttons; the dots and the hidden 'Photo 2 of 3' say where it is.
 */
function Carousel({ photos }: { photos: PostPhoto[] }) {
  const count = photos.length;
  const aspect = postAspect(INSTAGRAM_FACTS.rules.images, photos[0]);
  const track = useRef<HTMLUListElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // The end a focused button is taking the carousel to: that button goes there, so the focus moves to the other.
  const handOff = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  const at = Math.min(index, count - 1);

  useEffect(() => {
    if (handOff.current !== at) return;
    handOff.current = null;
    (at === 0 ? next : previous).current?.focus();
  }, [at]);

  const slide = (photo: PostPhoto, i: number) => (
    <CropView photo={photo} box={focusCrop(photo.width, photo.height, photo.focus, aspect)} alt={photo.altText || `Photo ${i + 1} of ${count}`} fill />
  );
  if (count === 1) return slide(photos[0], 0);

  const go = (to: number, button: HTMLButtonElement) => {
    const list = track.current;
    if (!list) return;
    handOff.current = (to === 0 || to === count - 1) && document.activeElement === button ? to : null;
    list.scrollTo({ left: to * list.clientWidth, behavior: smoothly() });
  };
  const button = "group absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center outline-none";
  const face =
    "flex size-7 items-center justify-center rounded-full bg-background/90 text-foreground shadow-sm ring-ring group-focus-visible:ring-[3px] [&_svg]:size-4";
  return (
    <div>
      <div className="relative">
        <ul
          ref={track}
          tabIndex={0}
          aria-label="Photos"
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset [&::-webkit-scrollbar]:hidden"
          onScroll={(event) => setIndex(Math.round(event.currentTarget.scrollLeft / event.currentTarget.clientWidth))}
        >
          {photos.map((photo, i) => (
            <li key={photo.id} className="w-full shrink-0 snap-start">
              {slide(photo, i)}
            </li>
          ))}
        </ul>
        {at > 0 && (
          <button
            ref={previous}
            type="button"
            aria-label="Previous photo"
            className={cn(button, "left-0")}
            onClick={(event) => go(at - 1, event.currentTarget)}
          >
            <span className={face}>
              <ChevronLeft aria-hidden="true" />
            </span>
          </button>
        )}
        {at < count - 1 && (
          <button ref={next} type="button" aria-label="Next photo" className={cn(button, "right-0")} onClick={(event) => go(at + 1, event.currentTarget)}>
            <span className={face}>
              <ChevronRight aria-hidden="true" />
            </span>
          </button>
        )}
        <span aria-hidden="true" className="absolute top-2 right-2 rounded-full bg-black/70 px-2 py-0.5 text-xs font-medium text-white">
          {at + 1}/{count}
        </span>
      </div>
      <div aria-hidden="true" className="flex justify-center gap-1 pt-2">
        {photos.map((photo, i) => (
          <span key={photo.id} className={cn("size-1.5 rounded-full", i === at ? "bg-primary" : "bg-muted-foreground/40")} />
        ))}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        Photo {at + 1} of {count}
      </p>
    </div>
  );
}
