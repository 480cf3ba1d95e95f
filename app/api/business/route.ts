// GET, POST, PUT /api/business – the signed-in user's brand profile: read, create once, update.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser, withUserRead } from "@/lib/auth/with-user";
import { createBusinessProfile } from "@/lib/business/create-business-profile";
import { getBusinessProfileForUser } from "@/lib/business/get-business-profile-for-user";
import { updateBusinessProfile } from "@/lib/business/update-business-profile";

export const dynamic = "force-dynamic";

export const GET = withUserRead(async (_request, { scope }) => ok(await getBusinessProfileForUser(scope)));

export const POST = withUser(async (request, { user }) =>
  ok(await createBusinessProfile(user.id, await readJson(request)), "Brand profile created successfully!", { status: 201 }),
);

export const PUT = withUser(async (request, { user }) =>
  ok(await updateBusinessProfile(user.id, await readJson(request)), "Brand profile updated successfully!"),
);
