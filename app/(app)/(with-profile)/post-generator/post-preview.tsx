"use client";
// The Post Preview card (docs/product.md §2): the post as it will look on each channel, editable and copyable,
// with its length against each channel's limit.
import { Copy, Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { CHANNEL_PREVIEWS, EDITING_CHANNEL } from "@/components/posts/channel-previews";
import { ChannelTabsList } from "@/components/posts/channel-tabs";
import { CHANNEL_KEYS, type ChannelKey } from "@/lib/channels/facts";
import { OFFLINE_WRITER_ID } from "@/lib/offline-writer-id";
import type { WorkspacePost } from "./use-post-generation";

function WriterNote({ writer }: { writer: string }) {
  if (writer === OFFLINE_WRITER_ID) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        Written by the offline writer <SandboxBadge service="ai" />
      </p>
    );
  }
  return <p className="text-xs text-muted-foreground">Written by {writer.replace(/^openai:/, "")}</p>;
}

type Props = {
  brandName: string;
  post: WorkspacePost;
  onTextChange: (text: string) => void;
  writing: boolean;
  imagePending: boolean;
  failure: string | null;
  /** Whether the owner's edits are saved. */
  saveStatus: React.ReactNode;
};

export function PostPreview({ brandName, post, onTextChange, writing, imagePending, failure, saveStatus }: Props) {
  const [editing, setEditing] = useState(false);
  const [platform, setPlatform] = useState<ChannelKey>(EDITING_CHANNEL);
  const editor = useRef<HTMLTextAreaElement>(null);
  const blank = !post.text.trim();

  useEffect(() => {
    if (editing) editor.current?.focus();
  }, [editing]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(post.text);
      toast.success("Text copied to clipboard!");
    } catch {
      toast.error("Failed to copy text");
    }
  }

  const body = editing ? (
    <Textarea
      ref={editor}
      aria-label="Post text"
      value={post.text}
      onChange={(event) => onTextChange(event.target.value)}
      onBlur={() => setEditing(false)}
      // The editor's text sits exactly where the preview's was, and the box is as tall as the text, so
      // nothing below it moves when editing ends (a click on 'Post Now' that blurs the editor lands).
      className="-mx-[13px] -my-[9px] min-h-[calc(6rem+18px)] w-[calc(100%+26px)] max-w-none text-base leading-relaxed md:text-base"
    />
  ) : (
    <div
      data-testid="preview-text"
      aria-live={writing ? "off" : "polite"}
      aria-busy={writing}
      className="min-h-24 text-base leading-relaxed whitespace-pre-wrap break-words"
    >
      {blank && !writing ? (
        <span className="text-muted-foreground">Your generated post will appear here...</span>
      ) : (
        <>
          {post.text}
          {writing && !imagePending && <span aria-hidden="true" className="ml-0.5 inline-block h-5 w-0.5 translate-y-1 animate-pulse bg-primary" />}
        </>
      )}
    </div>
  );

  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <CardTitle className="text-lg">Post Preview</CardTitle>
          {saveStatus}
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="h-11"
            onClick={() => {
              // The text is edited where the editing channel's preview shows it; every preview follows.
              setPlatform(EDITING_CHANNEL);
              setEditing(true);
            }}
            disabled={writing || editing}
            aria-pressed={editing}
          >
            <Pencil />
            Edit
          </Button>
          <Button variant="outline" className="h-11" onClick={copy} disabled={blank}>
            <Copy />
            Copy
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <Tabs value={platform} onValueChange={(value) => setPlatform(value as ChannelKey)}>
          <ChannelTabsList keys={CHANNEL_KEYS} />
          {CHANNEL_KEYS.map((key) => {
            const { Preview, editsText } = CHANNEL_PREVIEWS[key];
            const preview = (
              <Preview
                brandName={brandName}
                text={post.text}
                pictures={{ imageUrl: post.imageUrl, photos: post.photos }}
                imagePending={imagePending}
                body={editsText ? body : undefined}
              />
            );
            // The editing card stays mounted while hidden, so the editor keeps its place.
            return editsText ? (
              <TabsContent key={key} value={key} forceMount className="data-[state=inactive]:hidden">
                {preview}
              </TabsContent>
            ) : (
              <TabsContent key={key} value={key} className="grid gap-4">
                {preview}
              </TabsContent>
            );
          })}
        </Tabs>
        {failure && (
          <p role="alert" className="mt-4 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
            {failure}
          </p>
        )}
        {post.writer && !blank && (
          <div className="mt-4">
            <WriterNote writer={post.writer} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
