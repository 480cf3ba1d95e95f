// One post on the sandbox Instagram account, as Instagram's feed shows it: the account, the picture at its
// own ratio, the caption after the username with its line breaks kept, and when it went out.
import { InstagramIcon } from "@/components/social/instagram-icon";
import { Card } from "@/components/ui/card";

type SandboxImage = { altText: string | null; width: number | null; height: number | null };
export type SandboxInstagramPost = { id: number; caption: string; images: SandboxImage[]; createdAt: Date };

/** When a post went out (UTC: the page is rendered on the server, which does not know the reader's zone). */
export const postedAt = (date: Date) => `${date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;

/** The picture of a post (a carousel's `item`th), served to its owner only. */
export const mediaSrc = (id: number, item = 0) => `/api/sandbox/instagram/media/${id}${item ? `?item=${item}` : ""}`;

export function InstagramPost({ username, post }: { username: string; post: SandboxInstagramPost }) {
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <header className="flex items-center gap-3 px-4 py-3">
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold uppercase">
          {username.charAt(0)}
        </span>
        <p className="min-w-0 flex-1 truncate text-sm font-semibold">{username}</p>
        <InstagramIcon className="size-4" />
      </header>
      {post.images.length > 1 ? (
        // A carousel: its images side by side, swiped (or scrolled) one at a time, as Instagram shows them.
        <div role="group" aria-label={`Carousel of ${post.images.length} pictures`} className="relative">
          <ul
            tabIndex={0}
            aria-label="Pictures"
            className="flex snap-x snap-mandatory overflow-x-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            {post.images.map((image, item) => (
              <li key={item} className="w-full shrink-0 snap-center">
                <Picture src={mediaSrc(post.id, item)} image={image} fallback={`Picture ${item + 1} posted by @${username}`} />
              </li>
            ))}
          </ul>
          <span aria-hidden="true" className="absolute top-2 right-2 rounded-full bg-black/70 px-2 py-0.5 text-xs font-medium text-white">
            {post.images.length} pictures
          </span>
        </div>
      ) : (
        <Picture src={mediaSrc(post.id)} image={post.images[0]} fallback={`Picture posted by @${username}`} />
      )}
      <div className="space-y-2 px-4 py-3">
        {post.caption && (
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
            <span className="font-semibold">{username}</span> {post.caption}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          <time dateTime={post.createdAt.toISOString()}>{postedAt(post.createdAt)}</time>
        </p>
      </div>
    </Card>
  );
}

function Picture({ src, image, fallback }: { src: string; image: SandboxImage | undefined; fallback: string }) {
  return (
    <img
      src={src}
      alt={image?.altText ?? fallback}
      width={image?.width ?? undefined}
      height={image?.height ?? undefined}
      loading="lazy"
      className="h-auto w-full bg-muted"
    />
  );
}
