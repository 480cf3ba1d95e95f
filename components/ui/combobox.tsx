"use client";
// A searchable single choice, for lists too long for a select: a button shows the choice, and opens a search box
// (a WAI-ARIA combobox) over a listbox of the options that match. Arrow keys move, Enter chooses, Escape closes.
// Only the matching options are rendered, at most `limit` of them, so a list of hundreds costs what it shows.
import { Check, ChevronsUpDown } from "lucide-react";
import * as React from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";

export type ComboboxProps<T> = Omit<React.ComponentProps<"button">, "value" | "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
  /** The options matching what was typed, best first (all of them for ""). */
  search: (query: string) => readonly T[];
  valueOf: (option: T) => string;
  /** An option as the list shows it; the chosen one is also shown on the button. */
  render: (option: T) => React.ReactNode;
  /** The chosen value as the button shows it (an option may not be listed). */
  display: (value: string) => React.ReactNode;
  placeholder: string;
  searchLabel: string;
  empty: string;
  limit?: number;
};

export function Combobox<T>({
  value,
  onValueChange,
  search,
  valueOf,
  render,
  display,
  placeholder,
  searchLabel,
  empty,
  limit = 50,
  className,
  ...button
}: ComboboxProps<T>) {
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState("");
  const [active, setActive] = React.useState(0);
  const listId = React.useId();
  const matches = React.useMemo(() => (open ? search(query.trim()).slice(0, limit) : []), [open, query, search, limit]);
  const optionId = (index: number) => `${listId}-${index}`;

  function choose(option: T | undefined) {
    if (!option) return;
    onValueChange(valueOf(option));
    setOpen(false);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };
    if (event.key in moves) {
      event.preventDefault();
      setActive((index) => Math.min(Math.max(index + moves[event.key]!, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : Math.max(matches.length - 1, 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(matches[active]);
    }
  }

  React.useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // optionId is derived from listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setQuery("");
        setActive(0);
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-haspopup="dialog"
          className={cn(
            "flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-left text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive dark:bg-input/30",
            className,
          )}
          {...button}
        >
          <span className={cn("truncate", !value && "text-muted-foreground")}>{value ? display(value) : placeholder}</span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-50" aria-hidden />
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-0">
        <input
          role="combobox"
          aria-label={searchLabel}
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={matches.length ? optionId(active) : undefined}
          autoComplete="off"
          className="h-11 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
          placeholder={searchLabel}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={searchLabel} className="max-h-72 overflow-y-auto p-1">
          {matches.length === 0 && <li className="px-3 py-2 text-sm text-muted-foreground">{empty}</li>}
          {matches.map((option, index) => {
            const optionValue = valueOf(option);
            return (
              <li
                key={optionValue}
                id={optionId(index)}
                role="option"
                aria-selected={optionValue === value}
                data-active={index === active || undefined}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-sm px-2 text-sm data-active:bg-accent data-active:text-accent-foreground"
                onPointerMove={() => setActive(index)}
                onClick={() => choose(option)}
              >
                <Check className={cn("size-4 shrink-0", optionValue === value ? "opacity-100" : "opacity-0")} aria-hidden />
                <span className="min-w-0 break-words">{render(option)}</span>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
