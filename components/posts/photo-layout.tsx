// A post's photos as the page feeds (Facebook's, LinkedIn's) lay them out: one whole at its own ratio; several
// as tiles, two side by side, three as one wide over two, more as four with '+N' on the last.
import type { PostPhoto } from "@/lib/media/schemas";
import { cn } from "@/lib/utils";

/** How many tiles a feed shows of a post's photos; the rest are counted on the last ('+2'). */
const TILES = 4;

const altOf = (photo: PostPhoto, i: number, count: number) => photo.altText || `Photo ${i + 1} of ${count}`;

export function PhotoLayout({ photos }: { photos: PostPhoto[] }) {
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
