// A post's pictures as the screens show them: the owner's photos, in order, or its AI image (a post has one or the
// other). Shared by the previews, the Confirm Post dialog and the cards.
import type { PostPhoto } from "@/lib/media/schemas";

export type PostPictures = { imageUrl: string | null; photos: PostPhoto[] };

export const NO_PICTURES: PostPictures = { imageUrl: null, photos: [] };

/** How many pictures the post has, as the channels' rules count them. */
export const pictureCount = ({ imageUrl, photos }: PostPictures) => photos.length || (imageUrl ? 1 : 0);

/** The picture a small card shows: the first photo's thumbnail, or the AI image. */
export const coverOf = ({ imageUrl, photos }: PostPictures): string | null => photos[0]?.thumbUrl ?? imageUrl;
