"use client";
// The Create Post form below 768 px (docs/product.md §2): a bottom sheet (85% of the viewport) opened from a round
// floating button.
import { PenLine } from "lucide-react";
import { useDeferredValue } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";

/**
 * The sheet's form, drawn just after the sheet itself. A dialog's content mounts in one uninterruptible render
 * as it opens; the form is drawn as a deferred render instead, which React splits into short slices, so the
 * sheet that opens with the page does not hold the phone's main thread for a long task.
 */
function SheetBody({ children }: { children: React.ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : <Spinner label="Loading the form" wrapperClassName="flex py-10" className="size-6 text-primary" />;
}

/** `sandbox`: the badge shown beside the title when the writer is the offline one. */
export function CreatePostSheet({
  open,
  onOpenChange,
  sandbox,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sandbox: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <Button
        className="fixed right-5 bottom-[calc(1.25rem+var(--toast-room,0px))] z-30 h-14 rounded-full px-5 text-base shadow-lg md:hidden"
        onClick={() => onOpenChange(true)}
      >
        <PenLine aria-hidden="true" className="size-5" />
        Create post
      </Button>
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetContent
          side="bottom"
          className="h-[85vh] max-h-[85vh] gap-0 rounded-t-xl p-0"
          // Focus the sheet itself: the first control would pop up the keyboard, the badge its tooltip.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
        >
          <SheetHeader className="border-b px-5 py-4">
            <div className="flex items-center gap-2 pr-8">
              <SheetTitle>Create Post</SheetTitle>
              {sandbox}
            </div>
            <SheetDescription className="sr-only">Describe the post you want and generate it.</SheetDescription>
          </SheetHeader>
          <div className="flex-1 overflow-y-auto px-5 py-5">
            <SheetBody>{children}</SheetBody>
          </div>
        </SheetContent>
      </Sheet>
    </>
  );
}
