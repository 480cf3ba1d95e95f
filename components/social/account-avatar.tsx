"use client";
// A page's or Instagram account's picture with its platform's mark; its initial when there is no picture
// (the sandbox) or it does not load (Meta's picture addresses expire).
import { useState } from "react";
import type { ConnectablePlatform } from "@/lib/social/platforms";
import { cn } from "@/lib/utils";
import { PlatformIcon } from "./platform-icon";

export function AccountAvatar({
  name,
  pictureUrl,
  platform,
  className,
}: {
  name: string;
  pictureUrl: string | null;
  platform: ConnectablePlatform;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={cn("relative inline-flex size-10 shrink-0", className)}>
      {pictureUrl && !failed ? (
        <img src={pictureUrl} alt="" className="size-full rounded-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true" className="flex size-full items-center justify-center rounded-full bg-muted font-medium text-muted-foreground uppercase">
          {name.replace(/^@/, "").charAt(0) || "?"}
        </span>
      )}
      <PlatformIcon platform={platform} className="absolute -right-1 -bottom-1 size-4 rounded-full ring-2 ring-background" />
    </span>
  );
}
