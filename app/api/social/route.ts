// GET /api/social – the connection map { <channel key>: true|false } in `object`; page, reconnect and scheduler details in `details`.
import { withUserRead } from "@/lib/auth/with-user";
import { getSocialConnections } from "@/lib/social/get-social-connections";

export const dynamic = "force-dynamic";

export const GET = withUserRead(async (_request, { scope }) => {
  const { connections, details } = await getSocialConnections(scope);
  // `object` stays exactly the map docs/product.md §3 describes; the extras ride beside it.
  return Response.json({ statusCode: "OK", message: "OK", object: connections, details });
});
