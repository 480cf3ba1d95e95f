import type { ComponentProps } from "react";
import type { ConnectablePlatform } from "@/lib/social/platforms";
import { FacebookIcon } from "./facebook-icon";
import { InstagramIcon } from "./instagram-icon";

export function PlatformIcon({ platform, ...props }: { platform: ConnectablePlatform } & Omit<ComponentProps<"svg">, "children">) {
  return platform === "INSTAGRAM" ? <InstagramIcon {...props} /> : <FacebookIcon {...props} />;
}
