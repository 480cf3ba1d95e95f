import { Skeleton } from "@/components/ui/skeleton";

// The shape of the card a new owner first sees (one "Connect" block and the scheduler's line), so that the
// answer arriving does not push what is below it down the page.
export function CardSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="@container rounded-lg border p-4">
        <div className="flex flex-col gap-3 @sm:flex-row @sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <div className="min-w-0 flex-1">
              <div className="flex h-6 items-center">
                <Skeleton className="h-4 w-40 max-w-full" />
              </div>
              <div className="flex h-5 items-center">
                <Skeleton className="h-3 w-32 max-w-full" />
              </div>
            </div>
          </div>
          <Skeleton className="h-11 w-full @sm:w-44" />
        </div>
        <Skeleton className="mt-3 h-10 w-full @lg:h-5" />
      </div>
      <div className="flex h-5 items-center">
        <Skeleton className="h-3 w-64 max-w-full" />
      </div>
    </div>
  );
}
