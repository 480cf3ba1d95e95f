"use client";
// How a post looks on the business's Google listing (Search and Maps): the location's name, the one photo Google
// shows, the text cut where the listing cuts it with 'More', an offer's or event's box and the button as chosen in
// the Confirm Post dialog, and the length against Google's limit. Google shows no
// hashtag as one and links only through the post's button, so the card says so when the text has either.
import { Skeleton } from "@/components/ui/skeleton";
import { GoogleIcon } from "@/components/social/google-icon";
import { defaultAccount, useSocialConnections } from "@/lib/client/use-social-connections";
import { GOOGLE_BUSINESS_FACTS } from "@/lib/channels/google-business/facts";
import { characterCount } from "@/lib/channels/counting";
import { postProblem } from "@/lib/channels/rules";
import { chosenGoogleOptions, GOOGLE_POST_TYPES } from "@/lib/channels/google-business/post-options";
import { CharacterCounter } from "./character-counter";
import { GooglePostExtras } from "./google-post-extras";
import { pictureCount, type PostPictures } from "./post-pictures";
import { useFeedCut } from "./use-feed-cut";

/** A web address in the text: the listing shows it as plain words. */
const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+/i;

export function GooglePreview({
  brandName,
  text,
  pictures,
  imagePending,
  options,
}: {
  brandName: string;
  text: string;
  pictures: PostPictures;
  imagePending: boolean;
  options?: unknown;
}) {
  const { data } = useSocialConnections();
  const name = defaultAccount(data, "GOOGLE_BUSINESS")?.accountName ?? brandName;
  const { feedCharacters, maxCharacters } = GOOGLE_BUSINESS_FACTS.rules;
  const { cut, shown, expand } = useFeedCut(text, feedCharacters);
  const problem = postProblem(GOOGLE_BUSINESS_FACTS, text, pictureCount(pictures));
  const { photos, imageUrl } = pictures;
  const photo = photos[0];
  const chosen = chosenGoogleOptions(options);

  return (
    <div className="grid gap-3">
      <article aria-label="Google preview" className="mx-auto w-full max-w-md overflow-hidden rounded-xl border bg-background shadow-sm">
        <header className="flex items-center gap-2 p-3">
          <GoogleIcon className="size-6" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold" data-testid="google-author">
              {name}
            </span>
            <span className="block text-xs text-muted-foreground">{GOOGLE_POST_TYPES[chosen.type]} · Just now</span>
          </span>
        </header>
        {imagePending ? (
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
        ) : photo ? (
          <img src={photo.displayUrl} alt={photo.altText || "Photo of this post"} className="aspect-[4/3] w-full bg-muted object-cover" />
        ) : (
          imageUrl && <img src={imageUrl} alt={`Image for ${brandName}'s post`} className="aspect-[4/3] w-full object-cover" />
        )}
        <p className="p-3 text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="google-text">
          {text.trim() ? shown : <span className="text-muted-foreground">Your post will appear here...</span>}
          {cut && (
            <button
              type="button"
              className="ml-1 font-medium text-[#1a73e8] hover:underline focus-visible:underline focus-visible:outline-none"
              onClick={expand}
            >
              More
            </button>
          )}
        </p>
        <div className="space-y-3 px-3 pb-3 empty:hidden">
          <GooglePostExtras options={chosen} />
        </div>
      </article>
      <CharacterCounter count={characterCount(text)} limit={maxCharacters} testId="google-counter" />
      {LINK.test(text) && <p className="text-sm text-muted-foreground">Google shows web addresses in a post as plain text: readers can&apos;t follow them.</p>}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
