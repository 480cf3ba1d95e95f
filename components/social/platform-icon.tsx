import type { ComponentProps, ComponentType } from "react";
import type { ChannelKey } from "@/lib/channels/facts";
import { FacebookIcon } from "./facebook-icon";
import { GoogleIcon } from "./google-icon";
import { InstagramIcon } from "./instagram-icon";
import { LinkedInIcon } from "./linkedin-icon";

type IconProps = Omit<ComponentProps<"svg">, "children">;

/** The browser's registry of each channel's icon. A new channel adds its icon here. */
const ICONS: Record<ChannelKey, ComponentType<IconProps>> = {
  FACEBOOK: FacebookIcon,
  INSTAGRAM: InstagramIcon,
  LINKEDIN: LinkedInIcon,
  GOOGLE_BUSINESS: GoogleIcon,
};

export function PlatformIcon({ platform, ...props }: { platform: ChannelKey } & IconProps) {
  const Icon = ICONS[platform];
  return <Icon {...props} />;
}
