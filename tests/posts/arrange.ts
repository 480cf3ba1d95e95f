// Arranging users for the post tests: a brand profile, a subscription and credits, as billing would leave them.
import { resetCredits } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import type { PostBrief } from "@/lib/writing/post-brief";
import { draftRequestSchema, type DraftRequest } from "@/lib/posts/schemas/draft";

export const PROFILE = {
  businessName: "Crumb & Co",
  industry: "retail",
  description: "We bake sourdough bread and pastries every morning in a small bakery in Leeds. Everything is made by hand with local flour.",
  targetAudience: "Busy families and young professionals in Leeds",
  painPoints: "Supermarket bread that goes stale in a day",
} as const;

export const BRIEF: PostBrief = {
  brand: {
    name: PROFILE.businessName,
    industry: PROFILE.industry,
    description: PROFILE.description,
    targetAudience: PROFILE.targetAudience,
    painPoints: PROFILE.painPoints,
  },
  description: "Our new autumn menu with pumpkin soup and cinnamon buns. Available from Monday, all day.",
  extraInstructions: "",
  postType: "SOCIAL_MEDIA_AD",
  postLength: "MEDIUM",
  postTone: "FRIENDLY",
  replyLanguage: "ENGLISH",
  generateHashtags: false,
  platform: "FACEBOOK",
  links: [],
  weight: 50,
};

export function draftRequest(overrides: Record<string, unknown> = {}): DraftRequest {
  return draftRequestSchema.parse({
    description: BRIEF.description,
    replyLanguage: "english",
    postType: "SOCIAL_MEDIA_AD",
    postTone: "FRIENDLY",
    postLength: "medium",
    ...overrides,
  });
}

export async function arrangeUser({
  subscription = true,
  profile = true,
  credits = 150_000,
}: { subscription?: boolean; profile?: boolean; credits?: number } = {}) {
  const user = await db.user.create({ data: { email: `posts-${crypto.randomUUID()}@example.test`, emailVerified: new Date() } });
  if (subscription) await db.subscription.create({ data: { userId: user.id, status: "ACTIVE", type: "STANDARD" } });
  if (profile) await db.businessProfile.create({ data: { userId: user.id, ...PROFILE } });
  if (credits) await resetCredits(user.id, credits, `in_${crypto.randomUUID()}`);
  return user.id;
}
