// A post's image (docs/media.md): made by the image service from the brief and the post's first paragraph,
// stored as the post's own, and kept in the owner's library too.
import "server-only";
import { db } from "@/lib/db";
import type { ImageMaker } from "@/lib/integrations/image";
import { keepAiImage } from "@/lib/media/photos";
import type { PostBrief } from "@/lib/writing/post-brief";
import type { DraftRequest } from "@/lib/posts/schemas/draft";
import { buildImagePrompt } from "./build-prompt";

/** The post's first real paragraph, for the image card: no subject line, greeting, links or hashtags. */
export function imageLineFrom(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const labelled = (p: string) => /^[^\n:]{1,12}:\s/.test(p); // "Subject: …", "Objet : …"
  const body = paragraphs.find((p) => !labelled(p) && !/^(#|https?:\/\/)/.test(p) && p.split(/\s+/).length >= 6);
  return (body ?? paragraphs[0] ?? "").split("\n")[0]!;
}

/** Makes and stores the post's image. Null when the image service failed: the post goes on without one. */
export async function makeImage(
  userId: string,
  maker: ImageMaker,
  brief: PostBrief,
  request: DraftRequest,
  text: string,
  signal?: AbortSignal,
): Promise<string | null> {
  let image;
  try {
    image = await maker.make(
      { prompt: buildImagePrompt(brief, request.imageDescription), brandName: brief.brand.name, line: imageLineFrom(text), caption: request.imageDescription },
      signal,
    );
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error;
    console.error("[posts] image generation failed", error);
    return null;
  }
  const stored = await db.generatedImage.create({ data: { userId, contentType: image.contentType, data: new Uint8Array(image.data) }, select: { id: true } });
  // The library keeps it too, beside the owner's photos, described as the owner described it.
  const bytes = Buffer.from(image.data);
  await keepAiImage(userId, { generatedImageId: stored.id, bytes, contentType: image.contentType, altText: request.imageDescription });
  return stored.id;
}
