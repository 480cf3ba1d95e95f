"use client";
// The schedule picker's minute: typed (any minute, 00–59), with the quarter hours still ahead offered in a list
// below it (the ARIA combobox pattern: the list opens on a click or the arrows, which move through it; Enter
// picks, Escape closes it, typing puts it away). Not on focus alone: tabbing through, the list would lie over
// the dialog's buttons. What is typed counts once it is a minute; anything else is said, and the field goes
// back to the minute chosen when it is left.
import { ChevronDown } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { parseMinute } from "@/lib/publishing/schedule-time";
import { cn } from "@/lib/utils";

const pad = (n: number) => String(n).padStart(2, "0");

export function MinuteField({
  id,
  value,
  suggestions,
  onChange,
  disabled,
}: {
  id: string;
  value: number;
  suggestions: number[];
  onChange: (minute: number) => void;
  disabled: boolean;
}) {
  const listId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // What is being typed; null when the field shows the minute chosen.
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const invalid = typed !== null && typed !== "" && parseMinute(typed) === null;
  // Late in an hour of today no quarter hour is left to suggest: the field is only typed in then.
  const expanded = open && suggestions.length > 0;

  function show(next: boolean) {
    setOpen(next);
    if (!next) setActive(-1);
  }

  function type(text: string) {
    setTyped(text);
    show(false);
    const minute = parseMinute(text);
    if (minute !== null) onChange(minute);
  }

  function pick(minute: number) {
    onChange(minute);
    setTyped(null);
    show(false);
  }

  function move(step: 1 | -1) {
    show(true);
    if (suggestions.length > 0) setActive((current) => (current + step + suggestions.length) % suggestions.length);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (event.altKey) show(event.key === "ArrowDown");
      else move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && expanded && suggestions[active] !== undefined) {
      event.preventDefault();
      pick(suggestions[active]);
    }
  }

  return (
    <Popover open={expanded} onOpenChange={show}>
      <PopoverAnchor asChild>
        <div ref={anchor} className="relative">
          <Input
            id={id}
            role="combobox"
            aria-label="Minute"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-autocomplete="none"
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            className="h-11 pr-10 tabular-nums"
            value={typed ?? pad(value)}
            disabled={disabled}
            onChange={(event) => type(event.target.value.trim())}
            onClick={() => show(true)}
            onBlur={() => setTyped(null)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground disabled:opacity-50"
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => show(!open)}
          >
            <ChevronDown className="size-4 opacity-50" />
          </button>
        </div>
      </PopoverAnchor>
      <PopoverContent
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-24 p-1"
        // The typing stays in the field: the list is picked from with the pointer or the arrows.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (anchor.current?.contains(event.target as Node)) event.preventDefault();
        }}
      >
        <ul id={listId} role="listbox" aria-label="Suggested minutes">
          {suggestions.map((minute, index) => (
            <li
              key={minute}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={minute === value}
              className={cn(
                "flex min-h-11 cursor-default items-center rounded-sm px-3 text-sm tabular-nums hover:bg-accent aria-selected:font-semibold",
                index === active && "bg-accent",
              )}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(minute)}
            >
              {pad(minute)}
            </li>
          ))}
        </ul>
      </PopoverContent>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          Type a minute from 00 to 59.
        </p>
      )}
    </Popover>
  );
}
