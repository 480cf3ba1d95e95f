"use client";
// How a post looks in LinkedIn's feed: the page's (or the owner's) name, the text cut where LinkedIn cuts it
// with '…see more', the pictures laid out as the feed lays them out, and the length against LinkedIn's limit.
import { MessageSquareText, Repeat2, Send, ThumbsUp } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { defaultAccount, useSocialConnections } from "@/lib/client/use-social-connections";
import { LINKEDIN_FACTS } from "@/lib/channels/linkedin/facts";
import { characterCount } from "@/lib/channels/counting";
import { postProblem } from "@/lib/channels/rules";
import { CharacterCounter } from "./character-counter";
import { PhotoLayout } from "./photo-layout";
import { pictureCount, type PostPictures } from "./post-pictures";
import { useFeedCut } from "./use-feed-cut";

const ACTIONS = [
  { label: "Like", Icon: ThumbsUp },
  { label: "Comment", Icon: MessageSquareText },
  { label: "Repost", Icon: Repeat2 },
  { label: "Send", Icon: Send },
];

export function LinkedInPreview({
  brandName,
  text,
  pictures,
  imagePending,
}: {
  brandName: string;
  text: string;
  pictures: PostPictures;
  imagePending: boolean;
}) {
  const { data } = useSocialConnections();
  const name = defaultAccount(data, "LINKEDIN")?.accountName ?? brandName;
  const { feedCharacters, maxCharacters } = LINKEDIN_FACTS.rules;
  const { cut, shown, expand } = useFeedCut(text, feedCharacters);
  const problem = postProblem(LINKEDIN_FACTS, text, pictureCount(pictures));
  const { photos, imageUrl } = pictures;

  return (
    <div className="grid gap-3">
      <article aria-label="LinkedIn preview" className="mx-auto w-full max-w-xl overflow-hidden rounded-lg border bg-background">
        <header className="flex items-center gap-2 p-3">
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-md bg-[#0A66C2] font-semibold text-white">
            {name.charAt(0).toUpperCase()}
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold" data-testid="linkedin-author">
              {name}
            </span>
            <span className="block text-xs text-muted-foreground">Now · Public</span>
          </span>
        </header>
        <p className="px-3 pb-3 text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="linkedin-text">
          {text.trim() ? shown : <span className="text-muted-foreground">Your post will appear here...</span>}
          {cut && (
            <button type="button" className="ml-1 text-muted-foreground hover:underline focus-visible:underline focus-visible:outline-none" onClick={expand}>
              see more
            </button>
          )}
        </p>
        {imagePending ? (
          <Skeleton className="aspect-video w-full rounded-none" />
        ) : photos.length > 0 ? (
          <PhotoLayout photos={photos} />
        ) : (
          imageUrl && <img src={imageUrl} alt={`Image for ${brandName}'s post`} className="aspect-video w-full object-cover" />
        )}
        <div aria-hidden="true" className="grid grid-cols-4 border-t px-1 py-1 text-xs font-medium text-muted-foreground">
          {ACTIONS.map(({ label, Icon }) => (
            <span key={label} className="flex flex-col items-center gap-1 py-2 sm:flex-row sm:justify-center">
              <Icon className="size-4" />
              {label}
            </span>
          ))}
        </div>
      </article>
      <CharacterCounter count={characterCount(text)} limit={maxCharacters} testId="linkedin-counter" />
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
