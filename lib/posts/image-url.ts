// The stable address a stored post image is served from (GET /api/images/[id], owner only).
export function imageUrlFor(imageId: string): string {
  return `/api/images/${imageId}`;
}
