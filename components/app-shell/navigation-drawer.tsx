"use client";
// The sidebar as a 16rem slide-in drawer on small screens (docs/product.md §2), in a chunk of its own: it loads
// when the menu button is first pressed.
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";

export function NavigationDrawer({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: React.ReactNode }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-64 p-0 sm:max-w-64">
        <SheetHeader className="border-b p-4">
          <SheetTitle>Postloom</SheetTitle>
          <SheetDescription className="sr-only">Main navigation</SheetDescription>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  );
}
