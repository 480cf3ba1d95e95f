// How the Social Media Integration card names a connected page or account (docs/product.md §4).
import { accountLabel } from "@/components/posts/labels";
import type { ConnectionView } from "@/lib/social/schemas";

export const labelOf = (account: ConnectionView) => accountLabel(account.platform, account.accountName);
