// The sandbox's image: a branded card rendered locally with next/og (no network), 1200x675 (16:9).
// Its colours come from a hash of the brand name, so each business keeps the same look.
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";

export const CARD_SIZE = { width: 1200, height: 675 } as const;

export type BrandedCardInput = { brandName: string; line: string; caption?: string };

/** The bundled fonts cover Latin scripts only; anything else (emoji, other scripts) would be fetched from a CDN. */
export function printable(text: string): string {
  return text
    .replace(/[^\p{Script=Latin}\p{N}\s.,;:!?'’"“”&@#%()+\-–—/€$£]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

function brandHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % 360;
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max * 0.6)).replace(/[\s,.;:]+$/, "")}…`;
}

let boldFont: Promise<ArrayBuffer | null> | undefined;
function loadBoldFont() {
  // Geist Bold from the geist package; without it the card falls back to next/og's bundled Geist Regular.
  return (boldFont ??= readFile(path.join(process.cwd(), "node_modules/geist/dist/fonts/geist-sans/Geist-Bold.ttf"))
    .then((buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer)
    .catch(() => null));
}

export async function renderBrandedCard({ brandName, line, caption }: BrandedCardInput): Promise<Uint8Array> {
  const name = shorten(printable(brandName) || "Your Brand", 40);
  const quote = shorten(printable(line) || name, 140);
  const note = caption ? shorten(printable(caption), 90) : "";
  const hue = brandHue(brandName);
  const accent = `hsl(${(hue + 160) % 360}, 85%, 72%)`;
  const bold = await loadBoldFont();

  const image = new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        color: "white",
        backgroundImage: `linear-gradient(135deg, hsl(${hue}, 60%, 20%), hsl(${(hue + 40) % 360}, 65%, 36%))`,
        fontFamily: bold ? "Geist" : undefined,
        position: "relative",
      }}
    >
      <div
        style={{
          position: "absolute",
          right: -120,
          top: -160,
          width: 520,
          height: 520,
          borderRadius: 9999,
          background: "rgba(255,255,255,0.07)",
          display: "flex",
        }}
      />
      <div
        style={{
          position: "absolute",
          right: 140,
          bottom: -220,
          width: 420,
          height: 420,
          borderRadius: 9999,
          background: "rgba(255,255,255,0.05)",
          display: "flex",
        }}
      />
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: 72,
            height: 72,
            borderRadius: 18,
            background: accent,
            color: `hsl(${hue}, 60%, 18%)`,
            fontSize: 40,
          }}
        >
          {name.charAt(0).toUpperCase()}
        </div>
        <div style={{ display: "flex", fontSize: 36, letterSpacing: -0.5 }}>{name}</div>
      </div>
      <div style={{ display: "flex", fontSize: 58, lineHeight: 1.15, letterSpacing: -1.5, maxWidth: 1000 }}>{quote}</div>
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div style={{ display: "flex", width: 96, height: 8, borderRadius: 9999, background: accent }} />
        {note && <div style={{ display: "flex", fontSize: 26, opacity: 0.85 }}>{note}</div>}
      </div>
    </div>,
    { ...CARD_SIZE, fonts: bold ? [{ name: "Geist", data: bold, weight: 700, style: "normal" }] : undefined },
  );
  return new Uint8Array(await image.arrayBuffer());
}
