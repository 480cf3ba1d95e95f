// What a panel shows when its data could not be loaded: what failed, and a way to try again.
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export function LoadFailed({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <div className={cn("space-y-3 text-sm", className)}>
      <p className="text-destructive">We couldn&apos;t load {what}.</p>
      <Button variant="outline" className="h-11" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
