"use client";
// The media library's filter chips (docs/media.md): a row for each way of narrowing the library.
import { Button } from "@/components/ui/button";

/** One way of narrowing the library: a row of chips, the one in force pressed. */
export function FilterGroup<T>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="flex flex-wrap gap-1.5" role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.label}
          type="button"
          size="sm"
          variant={value === option.value ? "default" : "outline"}
          className="min-h-9 rounded-full"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
