"use client";
// The Confirm Post dialog's preview: the post as each chosen platform will show it, one tab a platform.
import { FacebookPreview } from "@/components/posts/facebook-preview";
import { InstagramPreview } from "@/components/posts/instagram-preview";
import { PlatformIcon } from "@/components/social/platform-icon";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PLATFORM_LABELS, type ConnectablePlatform } from "@/lib/social/platforms";

type Props = { platforms: ConnectablePlatform[]; brandName: string; text: string; imageUrl: string | null };

export function TargetPreviews({ platforms, brandName, text, imageUrl }: Props) {
  if (platforms.length === 0) return null;
  return (
    <section aria-labelledby="target-previews-title" className="space-y-2">
      <h3 id="target-previews-title" className="text-sm font-medium">
        Preview
      </h3>
      {/* Keyed by the platforms, so taking one away never leaves its tab selected. */}
      <Tabs key={platforms.join()} defaultValue={platforms[0]}>
        <TabsList aria-label="Preview on">
          {platforms.map((platform) => (
            <TabsTrigger key={platform} value={platform}>
              <PlatformIcon platform={platform} />
              {PLATFORM_LABELS[platform]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="FACEBOOK" className="rounded-lg border p-4">
          <FacebookPreview brandName={brandName} text={text} imageUrl={imageUrl} />
        </TabsContent>
        <TabsContent value="INSTAGRAM">
          <InstagramPreview brandName={brandName} text={text} imageUrl={imageUrl} imagePending={false} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
