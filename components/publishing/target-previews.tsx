"use client";
// The Confirm Post dialog's preview: the post as each chosen platform will show it, one tab a platform.
import { CHANNEL_PREVIEWS } from "@/components/posts/channel-previews";
import type { PostPictures } from "@/components/posts/post-pictures";
import { ChannelTabsList } from "@/components/posts/channel-tabs";
import { Tabs, TabsContent } from "@/components/ui/tabs";
import type { ConnectablePlatform } from "@/lib/social/platforms";

type Props = {
  platforms: ConnectablePlatform[];
  brandName: string;
  text: string;
  pictures: PostPictures;
  /** What each channel takes beside the text, by channel key, as chosen so far. */
  options: Record<string, unknown>;
};

export function TargetPreviews({ platforms, brandName, text, pictures, options }: Props) {
  if (platforms.length === 0) return null;
  return (
    <section aria-labelledby="target-previews-title" className="space-y-2">
      <h3 id="target-previews-title" className="text-sm font-medium">
        Preview
      </h3>
      {/* Keyed by the platforms, so taking one away never leaves its tab selected. */}
      <Tabs key={platforms.join()} defaultValue={platforms[0]}>
        <ChannelTabsList keys={platforms} />
        {platforms.map((platform) => {
          const { Preview, framed } = CHANNEL_PREVIEWS[platform];
          return (
            <TabsContent key={platform} value={platform} className={framed ? "rounded-lg border p-4" : undefined}>
              <Preview brandName={brandName} text={text} pictures={pictures} imagePending={false} options={options[platform]} />
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}
