import { Badge } from "@/components/ui/badge";
import type { PostPlatformEntry } from "@/lib/client/post-types";
import { DELIVERY_LABELS, deliveryVariant, platformLabel, POST_STATUS_LABELS, postStatusVariant } from "./labels";

export function PostStatusBadge({ status }: { status: string }) {
  return <Badge variant={postStatusVariant(status)}>{POST_STATUS_LABELS[status] ?? status}</Badge>;
}

export function PlatformBadge({ entry }: { entry: PostPlatformEntry }) {
  return (
    <Badge variant={deliveryVariant(entry.status)} title={entry.errorMessage ?? undefined}>
      {platformLabel(entry.platform)} · {DELIVERY_LABELS[entry.status] ?? entry.status}
    </Badge>
  );
}
