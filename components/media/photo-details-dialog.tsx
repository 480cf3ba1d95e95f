"use client";
// A photo's details (docs/media.md): its alt text (sent with it, shown in previews; the writer can suggest it
// where it can see photos), its tags (for finding it), and its focus point (which every channel's crop keeps in
// frame, shown beside). Nothing is saved until "Save".
import { Sparkles, X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, STICKY_FOOTER } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { refusalMessage } from "@/lib/api/client";
import { channelNames } from "@/lib/channels/facts";
import { useChangePhoto, useSuggestAltText } from "@/lib/client/use-photos";
import { ALT_TEXT_MAX, normalTag, tagProblem, TAGS_MAX } from "@/lib/media/limits";
import type { Photo } from "@/lib/media/schemas";
import { PhotoUses } from "./photo-uses";
import { ChannelCrops } from "./channel-crops";
import { FocusPicker } from "./focus-picker";

export function PhotoDetailsDialog({ photo, suggestions, onClose }: { photo: Photo | null; suggestions: boolean; onClose: () => void }) {
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl">
        {photo && <DetailsForm key={photo.id} photo={photo} suggestions={suggestions} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function DetailsForm({ photo, suggestions, onDone }: { photo: Photo; suggestions: boolean; onDone: () => void }) {
  const save = useChangePhoto();
  const suggest = useSuggestAltText();
  const [altText, setAltText] = useState(photo.altText);
  const [tags, setTags] = useState(photo.tags);
  const [focus, setFocus] = useState(photo.focus);
  const [error, setError] = useState<string | null>(null);
  const altId = useId();
  const altHint = useId();

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        save.mutate(
          { id: photo.id, change: { altText, tags, focus } },
          {
            onSuccess: () => {
              toast.success("Photo saved");
              onDone();
            },
            onError: (failure) => setError(refusalMessage(failure) ?? "We couldn't save the photo. Please try again."),
          },
        );
      }}
    >
      <DialogHeader>
        <DialogTitle className="truncate">{photo.fileName}</DialogTitle>
        <DialogDescription>
          {photo.width} × {photo.height}. Click the photo, or use the arrow keys on its marker, to set what every crop keeps in frame.
        </DialogDescription>
      </DialogHeader>

      <div className="flex justify-center rounded-lg bg-muted/50 p-2">
        <FocusPicker src={photo.displayUrl} alt={altText || photo.fileName} width={photo.width} height={photo.height} focus={focus} onChange={setFocus} />
      </div>
      <ChannelCrops photo={photo} focus={focus} />

      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={altId}>Alt text</Label>
          {suggestions && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="min-h-9"
              disabled={suggest.isPending}
              onClick={() => {
                setError(null);
                suggest.mutate(photo.id, {
                  onSuccess: ({ altText: suggested }) => setAltText(suggested),
                  onError: (failure) => setError(refusalMessage(failure) ?? "We couldn't suggest alt text. Please try again."),
                });
              }}
            >
              <Sparkles aria-hidden="true" />
              {suggest.isPending ? "Looking at the photo..." : "Suggest alt text"}
            </Button>
          )}
        </div>
        <Textarea
          id={altId}
          value={altText}
          maxLength={ALT_TEXT_MAX}
          rows={3}
          aria-describedby={altHint}
          placeholder="Six sourdough loaves cooling on a wooden rack by the window"
          onChange={(event) => setAltText(event.target.value)}
        />
        <p id={altHint} className="flex justify-between gap-3 text-xs text-muted-foreground">
          <span>
            {altText.trim()
              ? `Sent with the photo to ${channelNames("and")}, for people who can't see it.${suggest.isSuccess ? " Check the suggestion, then save." : ""}`
              : "No alt text yet. Describe what's in the photo for people who can't see it: it's sent with the photo."}
          </span>
          <span className="shrink-0 tabular-nums">
            {altText.length}/{ALT_TEXT_MAX}
          </span>
        </p>
      </div>

      <TagsField tags={tags} onChange={setTags} />

      <div className="space-y-2">
        <h3 className="text-sm font-medium">Used in</h3>
        {photo.usedBy.length ? (
          <>
            <PhotoUses uses={photo.usedBy} label="Posts with this photo" />
            {photo.uses > photo.usedBy.length && <p className="text-xs text-muted-foreground">and {photo.uses - photo.usedBy.length} older posts</p>}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No post yet. Add it to one from the Post Workspace&apos;s &lsquo;Your photos&rsquo;.</p>
        )}
      </div>

      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter className={STICKY_FOOTER}>
        <Button type="button" variant="outline" className="min-h-11" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" className="min-h-11" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Tags as chips: typed and added with Enter or a comma, each removed with its ×. */
function TagsField({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();

  function add() {
    if (!draft.trim()) return;
    const tag = normalTag(draft);
    const problem = tagProblem(tag);
    if (problem) return setProblem(problem);
    if (!tags.includes(tag)) {
      if (tags.length >= TAGS_MAX) return setProblem(`A photo can have at most ${TAGS_MAX} tags.`);
      onChange([...tags, tag].sort());
    }
    setDraft("");
    setProblem(null);
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== ",") return;
    event.preventDefault();
    add();
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>Tags</Label>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags on this photo">
          {tags.map((tag) => (
            <li key={tag} className="flex items-center gap-0.5 rounded-full border bg-secondary py-0.5 pr-0.5 pl-2.5 text-sm">
              {tag}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7 rounded-full"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((kept) => kept !== tag))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          placeholder="bread, shop front, team"
          aria-describedby={hintId}
          aria-invalid={problem !== null}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" className="min-h-11" onClick={add}>
          Add tag
        </Button>
      </div>
      <p id={hintId} className={problem ? "text-xs text-destructive" : "text-xs text-muted-foreground"} role={problem ? "alert" : undefined}>
        {problem ?? "Words to find the photo by. Press Enter to add one."}
      </p>
    </div>
  );
}
