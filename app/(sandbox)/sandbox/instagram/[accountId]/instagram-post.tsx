// One post on the sandbox Instagram account, as Instagram's feed shows it: the account, the picture at its
// own ratio, the caption after the username with its line breaks kept, and when it went out.
import { InstagramIcon } from "@/components/social/instagram-icon";
import { Card } from "@/components/ui/card";

export type SandboxInstagramPost = { id: number; caption: string; altText: string | null; width: number | null; height: number | null; createdAt: Date };

/** When a post went out (UTC: the page is rendered on the server, which does not know the reader's zone). */
export const postedAt = (date: Date) => `${date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;

/** The picture of a post, served to its owner only. */
export const mediaSrc = (id: number) => `/api/sandbox/instagram/media/${id}`;

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
      <img
        src={mediaSrc(post.id)}
        alt={post.altText ?? `Picture posted by @${username}`}
        width={post.width ?? undefined}
        height={post.height ?? undefined}
        loading="lazy"
        className="h-auto w-full bg-muted"
      />
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
