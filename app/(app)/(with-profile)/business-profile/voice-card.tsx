"use client";
// 'Your voice' (issue 21): what Postloom has learned of how the owner writes and shows the writer with every post:
// a style summary (the writer's, or the owner's own words) and the examples in use, from the drafts they edited,
// the options they chose and their best posts. Each example can be pinned or removed; learning can be turned off.
import { Pencil, Pin, PinOff, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/client/api";
import { useFormat } from "@/lib/client/use-format";
import { useChangeVoice, useVoice } from "@/lib/client/use-voice";
import type { VoiceExampleView, VoiceReply } from "@/lib/voice/schemas";
import { SUMMARY_MAX_CHARS } from "@/lib/writing/voice";
import { cn } from "@/lib/utils";

export function VoiceCard() {
  const { data: voice, isPending, isError } = useVoice();
  const change = useChangeVoice();
  return (
    <Card className="mt-6" role="region" aria-labelledby="voice-title">
      <CardHeader>
        <CardTitle id="voice-title" role="heading" aria-level={2}>
          Your voice
        </CardTitle>
        <CardDescription>
          Postloom learns how you write from the drafts you edit before publishing, the options you choose and your best posts, and shows the writer a few of
          them with every post.
        </CardDescription>
        {voice && (
          <CardAction>
            <div className="flex min-h-11 items-center gap-2">
              <Switch
                id="voice-learning"
                checked={voice.learning}
                onCheckedChange={(learning) =>
                  void change(() => api.patch<VoiceReply>("/api/voice", { learning }), "We couldn't change that. Please try again.")
                }
              />
              <Label htmlFor="voice-learning">Learn from my posts</Label>
            </div>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : isError || !voice ? (
          <p role="alert" className="text-sm text-destructive">
            We couldn&apos;t load what Postloom has learned. Please try again later.
          </p>
        ) : (
          <div className={cn("grid gap-6", !voice.learning && "opacity-70")}>
            {!voice.learning && <p className="text-sm font-medium">Learning is off: your posts are written without any of this.</p>}
            <Summary voice={voice} />
            <Examples voice={voice} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Summary({ voice }: { voice: VoiceReply }) {
  const change = useChangeVoice();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(voice.summary ?? "");
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    if (await change(() => api.patch<VoiceReply>("/api/voice", { summary: draft }), "We couldn't save the summary. Please try again.")) setEditing(false);
    setBusy(false);
  }

  async function rewrite() {
    setBusy(true);
    await change(() => api.post<VoiceReply>("/api/voice/summary"), "We couldn't write the summary just now. Please try again.");
    setBusy(false);
  }

  return (
    <section aria-labelledby="voice-summary" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="voice-summary" className="font-medium">
          Your style
          {voice.summary && (
            <span className="ml-2 text-xs font-normal text-muted-foreground">{voice.summaryByOwner ? "in your words" : "as Postloom reads it"}</span>
          )}
        </h3>
        {!editing && (
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" className="min-h-11" onClick={() => (setDraft(voice.summary ?? ""), setEditing(true))}>
              <Pencil aria-hidden="true" />
              {voice.summary ? "Edit" : "Write it yourself"}
            </Button>
            <Button variant="ghost" size="sm" className="min-h-11" disabled={busy || voice.examples.length === 0} onClick={() => void rewrite()}>
              <RefreshCw aria-hidden="true" />
              {voice.summary ? "Write it again" : "Write it now"}
            </Button>
          </div>
        )}
      </div>
      {editing ? (
        <div className="grid gap-2">
          <Label htmlFor="voice-summary-text" className="sr-only">
            Your style in a few sentences
          </Label>
          <Textarea
            id="voice-summary-text"
            rows={3}
            maxLength={SUMMARY_MAX_CHARS}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="e.g. Short, warm sentences. I open with 'Morning, neighbours!' and sign off as Ana."
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" className="min-h-11" disabled={busy} onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button className="min-h-11" disabled={busy} onClick={() => void save()}>
              {busy ? "Saving..." : "Save summary"}
            </Button>
          </div>
        </div>
      ) : (
        <p className={cn("text-sm", !voice.summary && "text-muted-foreground")} data-testid="voice-summary-text">
          {voice.summary ?? "Once you have published a couple of posts you edited, Postloom describes your style here. Or write it yourself."}
        </p>
      )}
    </section>
  );
}

const SOURCES: Record<VoiceExampleView["source"], string> = {
  PINNED: "Pinned by you",
  EDIT: "A draft you edited",
  TOP: "One of your best posts",
  CHOICE: "The option you chose",
};

function Examples({ voice }: { voice: VoiceReply }) {
  const change = useChangeVoice();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const act = async (call: () => Promise<{ object: VoiceReply; message?: string }>) => {
    setBusy(true);
    await change(call, "We couldn't change that example. Please try again.");
    setBusy(false);
  };
  if (voice.examples.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No examples yet. Edit a draft before you publish it, or choose one of three options in the workspace, and it shows here.
      </p>
    );
  }
  return (
    <section aria-labelledby="voice-examples" className="grid gap-2">
      <h3 id="voice-examples" className="font-medium">
        Examples the writer sees
      </h3>
      <ul className="grid gap-3 lg:grid-cols-2">
        {voice.examples.map((example) => (
          <li key={example.id} className={cn("grid gap-2 rounded-lg border p-3", !example.inUse && "border-dashed")} data-testid="voice-example">
            <div className="flex flex-wrap items-center gap-2 text-xs">
              <span className="font-medium">{SOURCES[example.source]}</span>
              {example.source === "TOP" && example.engagement !== null && (
                <span className="text-muted-foreground">{format.number(example.engagement)} reactions, comments and shares</span>
              )}
              <Badge variant={example.inUse ? "secondary" : "outline"} className="ml-auto">
                {example.inUse ? "In use" : "Not in use"}
              </Badge>
            </div>
            <p className="line-clamp-5 text-sm whitespace-pre-wrap">{example.text}</p>
            {example.before && (
              <details className="text-sm text-muted-foreground">
                <summary className="cursor-pointer">What Postloom had written</summary>
                <p className="mt-1 line-clamp-5 whitespace-pre-wrap">{example.before}</p>
              </details>
            )}
            <div className="flex flex-wrap gap-1">
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11"
                disabled={busy}
                onClick={() => void act(() => api.patch<VoiceReply>(`/api/voice/examples/${example.id}`, { pinned: !example.pinned }))}
              >
                {example.pinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
                {example.pinned ? "Unpin" : "Pin"}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11 text-destructive"
                disabled={busy}
                onClick={() => void act(() => api.delete<VoiceReply>(`/api/voice/examples/${example.id}`))}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
