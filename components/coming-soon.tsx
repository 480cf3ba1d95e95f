import { Hammer } from "lucide-react";

/** What a protected page shows until its feature lands: honest about it, with a way on. */
export function ComingSoon({ what }: { what: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-background px-6 py-16 text-center">
      <Hammer aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="max-w-md text-muted-foreground">{what} is on its way. It isn&apos;t available in this version of Postloom yet.</p>
    </div>
  );
}
