"use client";
// The media library's bar for the photos picked together (docs/media.md): tag them, or delete them, all at once.
import { Tag, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { PhotoUses } from "@/components/media/photo-uses";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { refusalMessage } from "@/lib/api/client";
import { useFormat } from "@/lib/client/use-format";
import { inUseOf, useChangePhotos } from "@/lib/client/use-photos";
import type { PhotoBulk, PhotoUse } from "@/lib/media/schemas";

/** What can be done with the photos picked: tag them, or delete them after asking. */
export function SelectionBar({ ids, onSelectAll, onDone, onDeleted }: { ids: string[]; onSelectAll: () => void; onDone: () => void; onDeleted: () => void }) {
  const change = useChangePhotos();
  const [asking, setAsking] = useState<"tag" | "delete" | null>(null);
  const [tag, setTag] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [inUse, setInUse] = useState<PhotoUse[] | null>(null);
  const format = useFormat();
  const count = ids.length;
  const photos = format.count(count, "photo");

  const run = (bulk: PhotoBulk, after: () => void) =>
    change.mutate(bulk, {
      onSuccess: (message) => {
        toast.success(message);
        setAsking(null);
        after();
      },
      onError: (error) => {
        setProblem(refusalMessage(error) ?? "Something went wrong. Please try again.");
        setInUse(inUseOf(error));
      },
    });
  const close = () => {
    if (change.isPending) return;
    setAsking(null);
    setProblem(null);
    setInUse(null);
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label="Selected photos"
        className="sticky bottom-3 z-20 mt-4 flex flex-wrap items-center gap-2 rounded-lg border bg-background p-2 shadow-lg"
      >
        <p className="px-2 text-sm font-medium" aria-live="polite">
          {count ? `${photos} selected` : "Pick photos"}
        </p>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="ghost" className="min-h-11" onClick={onSelectAll}>
            Select all shown
          </Button>
          <Button variant="outline" className="min-h-11" disabled={!count} onClick={() => setAsking("tag")}>
            <Tag aria-hidden="true" />
            Tag
          </Button>
          <Button variant="outline" className="min-h-11 text-destructive" disabled={!count} onClick={() => setAsking("delete")}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
          <Button variant="ghost" className="min-h-11" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>

      <Dialog open={asking === "tag"} onOpenChange={(open) => !open && close()}>
        <DialogContent className="sm:max-w-md">
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              setProblem(null);
              run({ action: "tag", ids, tag }, () => setTag(""));
            }}
          >
            <DialogHeader>
              <DialogTitle>Tag {photos}</DialogTitle>
              <DialogDescription>The tag is added to each; their other tags stay.</DialogDescription>
            </DialogHeader>
            <Input value={tag} onChange={(event) => setTag(event.target.value)} aria-label="Tag" placeholder="bread" maxLength={30} autoFocus />
            {problem && (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" className="min-h-11" onClick={close} disabled={change.isPending}>
                Cancel
              </Button>
              <Button type="submit" className="min-h-11" disabled={change.isPending || !tag.trim()}>
                {change.isPending ? "Tagging..." : "Add tag"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <AlertDialog open={asking === "delete"} onOpenChange={(open) => !open && close()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {photos}?</AlertDialogTitle>
            <AlertDialogDescription>They and their sizes are deleted from your library. This can&apos;t be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          {inUse && <PhotoUses uses={inUse} label="Posts still to go out with them" />}
          <AlertDialogFooter>
            <AlertDialogCancel className="min-h-11" disabled={change.isPending}>
              Cancel
            </AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              className="min-h-11"
              disabled={change.isPending}
              onClick={(event) => {
                event.preventDefault();
                run({ action: "delete", ids, ...(inUse && { confirm: true }) }, () => {
                  setInUse(null);
                  onDeleted();
                });
              }}
            >
              {change.isPending ? "Deleting..." : inUse ? "Delete anyway" : "Delete"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
