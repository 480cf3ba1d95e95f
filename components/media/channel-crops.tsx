"use client";
// How each channel shows the photo: its crop around the focus point (lib/media/focus-crop.ts), drawn from the
// display size, beside the channel's name; the publishing copy is cut by the same box.
import { CHANNEL_FACTS } from "@/lib/channels/facts";
import { focusCrop, type CropBox } from "@/lib/media/focus-crop";
import type { Focus, Photo } from "@/lib/media/schemas";

/** "4:5", or "1.91:1" where no small whole numbers make the ratio. */
function ratioText(ratio: number): string {
  for (let height = 1; height <= 10; height++) {
    const width = ratio * height;
    if (Math.abs(width - Math.round(width)) < 0.01) return `${Math.round(width)}:${height}`;
  }
  return `${Math.round(ratio * 100) / 100}:1`;
}

export function ChannelCrops({ photo, focus }: { photo: Photo; focus: Focus }) {
  return (
    <ul className="flex flex-wrap gap-4" aria-label="How each channel crops it">
      {CHANNEL_FACTS.map((channel) => {
        const aspect = channel.rules.images.aspect;
        const box = focusCrop(photo.width, photo.height, focus, aspect);
        const whole = box.width === photo.width && box.height === photo.height;
        return (
          <li key={channel.key} className="max-w-full min-w-0 space-y-1" data-testid="channel-crop" data-channel={channel.key}>
            <CropView photo={photo} box={box} />
            <p className="text-xs text-muted-foreground">
              <span className="font-medium text-foreground">{channel.label}</span> · {whole ? "whole photo" : `cropped to ${ratioText(box.width / box.height)}`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A photo as `box` cuts it, drawn from its display size: what the channel is sent. 7rem tall (or narrower where
 * the space is); `fill`: as wide as its container, edge to edge (a preview's picture).
 */
export function CropView({
  photo,
  box,
  alt = "",
  fill = false,
}: {
  photo: Pick<Photo, "width" | "height" | "displayUrl">;
  box: CropBox;
  alt?: string;
  fill?: boolean;
}) {
  return (
    // The shape holds either way: a panorama on a phone is narrower, not taller.
    <div
      className={fill ? "relative w-full overflow-hidden bg-muted" : "relative overflow-hidden rounded-md border bg-muted"}
      style={{ aspectRatio: `${box.width} / ${box.height}`, width: fill ? undefined : `min(100%, ${(7 * box.width) / box.height}rem)` }}
    >
      <img
        src={photo.displayUrl}
        alt={alt}
        className="absolute max-w-none"
        style={{
          width: `${(photo.width / box.width) * 100}%`,
          height: `${(photo.height / box.height) * 100}%`,
          left: `${(-box.left / box.width) * 100}%`,
          top: `${(-box.top / box.height) * 100}%`,
        }}
      />
    </div>
  );
}
