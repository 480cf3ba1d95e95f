"use client";
// 'Give me 3 options': the three side by side in a dialog of their own (stacked on a phone), each with 'Use this
// one'; while they are written, three placeholders of their shape. Closing it keeps none (they were written,
// and charged, all the same).
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import type { VariantOptions } from "@/lib/posts/write-variants";

const PLACEHOLDERS = [1, 2, 3].map((index) => ({ index, content: "" }));

export function VariantPicker({
  options,
  writing,
  choosing,
  onChoose,
  onDismiss,
}: {
  options: VariantOptions | null;
  writing: boolean;
  choosing: number | null;
  onChoose: (index: number) => void;
  onDismiss: () => void;
}) {
  return (
    <Dialog open={options !== null || writing} onOpenChange={(open) => !open && !writing && onDismiss()}>
      <DialogContent className="sm:max-w-5xl" aria-busy={writing}>
        <DialogHeader>
          <DialogTitle>{writing ? "Writing three options…" : "Choose the one you like"}</DialogTitle>
          <DialogDescription>
            Each takes its own angle on your brief. The one you keep becomes your post, and Postloom learns from your choice.
          </DialogDescription>
        </DialogHeader>
        {options?.imageUrl && <img src={options.imageUrl} alt="" className="aspect-video w-full max-w-xs rounded-md object-cover" />}
        <ol className="grid gap-3 md:grid-cols-3" aria-label="Options">
          {(options?.options ?? PLACEHOLDERS).map(({ index, content }) => (
            <li key={index} className="flex flex-col gap-3 rounded-md border p-3" data-testid="post-option">
              <span className="text-xs font-medium text-muted-foreground">Option {index}</span>
              {content ? <p className="flex-1 text-sm whitespace-pre-wrap">{content}</p> : <Skeleton className="h-48 w-full" />}
              {content && (
                <Button className="min-h-11" disabled={choosing !== null} onClick={() => onChoose(index)}>
                  <Check aria-hidden="true" />
                  {choosing === index ? "Keeping..." : "Use this one"}
                </Button>
              )}
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
