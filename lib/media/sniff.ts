// What a file is, from its first bytes (its "magic"), never from its name or the type its sender declared: a
// JPEG renamed .png is a JPEG, and an HTML page named .jpg is not a photo. Shared by the browser (to refuse a
// file before it is sent) and the server (which decides). docs/media.md lists what Postloom takes.

export const PHOTO_FORMATS = ["jpeg", "png", "webp", "heic", "avif"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** How many bytes of a file's start sniffPhoto needs to look at. */
export const SNIFF_BYTES = 64;

/** The ISO-BMFF brands (an `ftyp` box's major or compatible brands) of the HEIF family, by what they hold. */
const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

const startsWith = (bytes: Uint8Array, magic: number[], at = 0) => magic.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The photo format the bytes start as, or null for anything else (including too few bytes to tell). */
export function sniffPhoto(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    // The box's size bounds the brands read: the major brand at 8, the compatible ones from 16, 4 bytes each.
    const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    // AVIF first: an AVIF file often lists mif1 too.
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "heic";
  }
  return null;
}
