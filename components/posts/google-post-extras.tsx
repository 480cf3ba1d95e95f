// What a Google post shows beside its text on the listing: an offer's or event's box (its kind, title, dates, and an
// offer's coupon and terms) and the button (a Call dials the location's phone). The preview and the sandbox listing
// both draw it.
import { GOOGLE_BUTTONS, GOOGLE_POST_TYPES, describeWallSpan, type GooglePostOptions } from "@/lib/channels/google-business/post-options";

export function GooglePostExtras({ options, phone }: { options: GooglePostOptions; phone?: string | null }) {
  const { type, button } = options;
  return (
    <>
      {type !== "STANDARD" && (
        <div className="space-y-1 rounded-md border bg-muted/40 p-3 text-sm" data-testid="google-post-box">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{GOOGLE_POST_TYPES[type]}</p>
          {options.title && <p className="font-semibold break-words">{options.title}</p>}
          {options.start && options.end && <p className="text-muted-foreground">{describeWallSpan(options.start, options.end)}</p>}
          {options.couponCode && (
            <p>
              Show this code at the store: <span className="rounded border border-dashed px-1.5 py-0.5 font-mono">{options.couponCode}</span>
            </p>
          )}
          {options.terms && <p className="text-xs break-words text-muted-foreground">Terms: {options.terms}</p>}
        </div>
      )}
      {button && (
        <a
          href={button.url ?? (phone ? `tel:${phone.replace(/[^\d+]/g, "")}` : undefined)}
          target={button.url ? "_blank" : undefined}
          rel="noreferrer"
          className="inline-flex h-10 items-center rounded-full border px-5 text-sm font-medium text-[#1a73e8] hover:bg-muted"
        >
          {GOOGLE_BUTTONS[button.action]}
        </a>
      )}
    </>
  );
}
