"use client";
// Asks before the owner leaves with an edit that is not saved yet: a link inside the app opens this
// dialog; closing or reloading the tab gets the browser's own question.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
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

/** The in-app address a click on `target` would open, when it is a plain click on a link of this site. */
function appLinkOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = `${window.location.pathname}${window.location.search}`;
  const there = `${url.pathname}${url.search}`;
  return there === here ? null : `${there}${url.hash}`;
}

export function LeaveGuard({ active }: { active: boolean }) {
  const router = useRouter();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    function onClick(event: MouseEvent) {
      const href = appLinkOf(event);
      if (!href) return;
      // Before Next's link handler (which listens below the document) and before the browser follows it.
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(href);
    }
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    document.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [active]);

  return (
    <AlertDialog open={leavingTo !== null} onOpenChange={(open) => !open && setLeavingTo(null)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Leave without saving?</AlertDialogTitle>
          <AlertDialogDescription>Your latest edit to this post isn&apos;t saved yet. If you leave now, it will be lost.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Stay</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              const href = leavingTo;
              setLeavingTo(null);
              if (href) router.push(href);
            }}
          >
            Leave anyway
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
