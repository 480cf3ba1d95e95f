"use client";
// The photo's focus point (docs/media.md): a click on the photo places it, and the marker moves with the arrow
// keys (5% a press, 1% with Shift). Every crop a channel makes keeps it in frame.
import { useRef, type KeyboardEvent, type MouseEvent } from "react";
import type { Focus } from "@/lib/media/schemas";

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));
const KEYS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function FocusPicker({
  src,
  alt,
  width,
  height,
  focus,
  onChange,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  focus: Focus;
  onChange: (focus: Focus) => void;
}) {
  const image = useRef<HTMLImageElement>(null);

  const place = (event: MouseEvent) => {
    const box = image.current?.getBoundingClientRect();
    if (!box?.width || !box.height) return;
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const move = (event: KeyboardEvent) => {
    const step = KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    const by = event.shiftKey ? 0.01 : 0.05;
    onChange({ x: clamp(focus.x + step[0] * by), y: clamp(focus.y + step[1] * by) });
  };
  const across = Math.round(focus.x * 100);
  const down = Math.round(focus.y * 100);

  return (
    <div className="relative inline-block max-w-full cursor-crosshair select-none" onClick={place} data-testid="focus-picker">
      <img ref={image} src={src} alt={alt} width={width} height={height} draggable={false} className="block h-auto max-h-[45vh] w-auto max-w-full rounded-lg" />
      <button
        type="button"
        className="absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary/40 shadow-[0_0_0_2px_rgb(0_0_0/0.5)] outline-none focus-visible:ring-4 focus-visible:ring-ring"
        style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }}
        aria-label={`Focus point, ${across}% across and ${down}% down. Move it with the arrow keys, or click the photo.`}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={move}
      />
    </div>
  );
}
