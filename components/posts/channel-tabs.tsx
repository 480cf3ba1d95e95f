"use client";
// The tabs that pick which channel's preview a post is shown in (the workspace's, the Confirm Post dialog's): as
// wide as their card, shared out evenly, each name cut short rather than pushing the page wider on a phone.
import { TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PlatformIcon } from "@/components/social/platform-icon";
import { channelFacts, type ChannelKey } from "@/lib/channels/facts";

export function ChannelTabsList({ keys }: { keys: readonly ChannelKey[] }) {
  return (
    <TabsList aria-label="Preview on" className="flex w-full">
      {keys.map((key) => (
        <TabsTrigger key={key} value={key} className="min-w-0 flex-1 px-2">
          <PlatformIcon platform={key} />
          <span className="truncate">{channelFacts(key).label}</span>
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
