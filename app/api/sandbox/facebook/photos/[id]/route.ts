// GET /api/sandbox/facebook/photos/{id} – a photo on the signed-in user's sandbox Facebook page.
import { notFound } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import { withUser } from "@/lib/api/with-user";
import { env } from "@/lib/env";
import { getSandboxPhoto } from "@/lib/integrations/facebook/sandbox-api";

export const GET = withUser<RouteContext<"/api/sandbox/facebook/photos/[id]">>(async (_request, { user, params }) => {
  if (env.modes.facebook !== "sandbox") notFound();
  const id = Number((await params).id);
  const photo = Number.isInteger(id) && id > 0 ? await getSandboxPhoto(user.id, id) : null;
  if (!photo?.imageData) throw new AppError("NOT_FOUND");
  return new Response(new Uint8Array(photo.imageData), {
    headers: { "Content-Type": photo.imageType ?? "application/octet-stream", "Cache-Control": "private, max-age=3600" },
  });
});
