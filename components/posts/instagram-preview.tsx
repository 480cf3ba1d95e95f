"use client";
// How a post looks in Instagram's feed: the picture (portrait, as Postloom sends it), then the caption cut
// where Instagram cuts it, with '… more'. Instagram posts need a picture, and the caption has its own limits.
import { Bookmark, Heart, ImageOff, MessageCircle, Send } from "lucide-react";
import { useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { defaultAccount, useSocialConnections } from "@/lib/client/use-social-connections";
import { INSTAGRAM_FACTS } from "@/lib/channels/instagram/facts";
import { postProblem } from "@/lib/channels/rules";
import { characterCount, countTags } from "@/lib/channels/counting";
import { CharacterCounter } from "./character-counter";

/** The brand as an Instagram handle, when no Instagram account is connected yet. */
const handleOf = (brand: string) => brand.toLowerCase().replace(/[^a-z0-9._]+/g, "") || "yourbrand";

export function InstagramPreview({
  brandName,
  text,
  imageUrl,
  imagePending,
}: {
  brandName: string;
  text: string;
  imageUrl: string | null;
  imagePending: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const { data } = useSocialConnections();
  const handle = defaultAccount(data, "INSTAGRAM")?.accountName ?? handleOf(brandName);
  const characters = [...text];
  const { feedCharacters, maxCharacters, maxHashtags } = INSTAGRAM_FACTS.rules;
  const cut = !expanded && characters.length > feedCharacters;
  // The caption's own problems: a missing picture is shown in the picture's place.
  const problem = postProblem(INSTAGRAM_FACTS, text, 1);
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
        ) : imageUrl ? (
          <img src={imageUrl} alt={`Image for ${brandName}'s post`} className="aspect-[4/5] w-full object-cover" />
        ) : (
          <div className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-2 bg-muted p-6 text-center text-sm text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-8" />
            <p>Instagram posts need an image. Turn on &lsquo;Generate image&rsquo; to create one with the post.</p>
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
          {text.trim() ? (
            cut ? (
              `${characters.slice(0, feedCharacters).join("").trimEnd()}… `
            ) : (
              text
            )
          ) : (
            <span className="text-muted-foreground">Your caption will appear here...</span>
          )}
          {cut && (
            <button
              type="button"
              className="text-muted-foreground hover:underline focus-visible:underline focus-visible:outline-none"
              onClick={() => setExpanded(true)}
            >
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
