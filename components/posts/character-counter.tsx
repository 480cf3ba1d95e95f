// A post's length against a platform's limit, and what else that platform counts.
import { cn } from "@/lib/utils";
import { useFormat } from "@/lib/client/use-format";

export function CharacterCounter({ count, limit, extra, testId }: { count: number; limit: number; extra?: React.ReactNode; testId: string }) {
  const format = useFormat();
  return (
    <p className={cn("text-xs text-muted-foreground", count > limit && "font-medium text-destructive")} data-testid={testId}>
      <span className="font-mono">
        {format.number(count)} / {format.number(limit)}
      </span>{" "}
      characters{extra}
    </p>
  );
}
