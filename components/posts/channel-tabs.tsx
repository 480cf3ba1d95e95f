"use client";
// The tabs that pick which channel's preview a post is shown in (the workspace's, the Confirm Post dialog's): as
// wide as their card. Where the card is too narrow for every name (a phone, the workspace's column), only the open
// tab spells its channel's name and the others show their icon, with the name kept for screen readers, so no name
// is ever cut short.
import { TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PlatformIcon } from "@/components/social/platform-icon";
import { channelFacts, type ChannelKey } from "@/lib/channels/facts";

export function ChannelTabsList({ keys }: { keys: readonly ChannelKey[] }) {
  return (
    <TabsList aria-label="Preview on" className="@container flex w-full">
      {keys.map((key) => (
        <TabsTrigger key={key} value={key} className="group min-w-11 px-2 data-[state=active]:flex-1 @lg:flex-1">
          <PlatformIcon platform={key} />
          <span className="truncate @max-lg:sr-only @max-lg:group-data-[state=active]:not-sr-only">{channelFacts(key).label}</span>
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
