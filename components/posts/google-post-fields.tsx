"use client";
// The Confirm Post dialog's choices for a post to a Google Business Profile location: an update, an offer (title,
// dates, coupon code and terms) or an event (title and dates), in the brand's time zone, and the listing's button
// with the address it opens (Call now dials the location's phone). Each field says what is missing or wrong, from
// the schema the server checks with.
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import {
  GOOGLE_BUTTONS,
  GOOGLE_POST_TYPES,
  GOOGLE_TITLE_MAX,
  type GoogleButton,
  type GooglePostOptionsInput,
  type GooglePostType,
} from "@/lib/channels/google-business/post-options";

export type ChannelOptionFieldsProps = {
  value: unknown;
  onChange: (value: unknown) => void;
  /** What is wrong with each field, by its path ("title", "button.url"). */
  errors: Record<string, string>;
  zone: string;
  disabled: boolean;
};

const NO_BUTTON = "NONE";

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

export function GooglePostFields({ value, onChange, errors, zone, disabled }: ChannelOptionFieldsProps) {
  const options = (value ?? {}) as GooglePostOptionsInput;
  const type: GooglePostType = options.type ?? "STANDARD";
  const set = (patch: Partial<GooglePostOptionsInput>) => onChange({ ...options, ...patch });
  const field = (name: string) => ({
    id: `google-${name.replace(".", "-")}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `google-${name.replace(".", "-")}-error` : undefined,
    disabled,
  });

  return (
    <fieldset className="space-y-3 rounded-lg border p-3" data-testid="google-post-fields">
      <legend className="px-1 text-sm font-medium">Google post</legend>
      <ToggleGroup
        type="single"
        variant="outline"
        value={type}
        onValueChange={(next) => next && set({ type: next as GooglePostType })}
        aria-label="Kind of Google post"
        className="w-full"
        disabled={disabled}
      >
        {(Object.keys(GOOGLE_POST_TYPES) as GooglePostType[]).map((key) => (
          <ToggleGroupItem key={key} value={key} className="h-11">
            {GOOGLE_POST_TYPES[key]}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>

      {type !== "STANDARD" && (
        <div className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor="google-title">{type === "OFFER" ? "Offer title" : "Event title"}</Label>
            <Input {...field("title")} maxLength={GOOGLE_TITLE_MAX} value={options.title ?? ""} onChange={(e) => set({ title: e.target.value })} />
            <FieldError id="google-title-error" message={errors.title} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor="google-start">Starts</Label>
              <Input {...field("start")} type="datetime-local" value={options.start ?? ""} onChange={(e) => set({ start: e.target.value || undefined })} />
              <FieldError id="google-start-error" message={errors.start} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="google-end">Ends</Label>
              <Input {...field("end")} type="datetime-local" value={options.end ?? ""} onChange={(e) => set({ end: e.target.value || undefined })} />
              <FieldError id="google-end-error" message={errors.end} />
            </div>
          </div>
          <p className="text-xs text-muted-foreground">Times are in {zone}, as your listing shows them.</p>
          {type === "OFFER" && (
            <>
              <div className="space-y-1.5">
                <Label htmlFor="google-couponCode">Coupon code (optional)</Label>
                <Input {...field("couponCode")} value={options.couponCode ?? ""} onChange={(e) => set({ couponCode: e.target.value })} />
                <FieldError id="google-couponCode-error" message={errors.couponCode} />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="google-terms">Terms and conditions (optional)</Label>
                <Textarea {...field("terms")} rows={2} value={options.terms ?? ""} onChange={(e) => set({ terms: e.target.value })} />
                <FieldError id="google-terms-error" message={errors.terms} />
              </div>
            </>
          )}
        </div>
      )}

      <div className="space-y-1.5">
        <Label htmlFor="google-button">Button</Label>
        <Select
          value={options.button?.action ?? NO_BUTTON}
          onValueChange={(next) => set({ button: next === NO_BUTTON ? null : { action: next as GoogleButton, url: options.button?.url } })}
          disabled={disabled}
        >
          <SelectTrigger id="google-button" className="h-11 w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NO_BUTTON}>No button</SelectItem>
            {(Object.keys(GOOGLE_BUTTONS) as GoogleButton[]).map((key) => (
              <SelectItem key={key} value={key}>
                {GOOGLE_BUTTONS[key]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {options.button && options.button.action !== "CALL" && (
        <div className="space-y-1.5">
          <Label htmlFor="google-button-url">Button opens</Label>
          <Input
            {...field("button.url")}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={options.button.url ?? ""}
            onChange={(e) => set({ button: { action: options.button!.action, url: e.target.value } })}
          />
          <FieldError id="google-button-url-error" message={errors["button.url"]} />
        </div>
      )}
      {options.button?.action === "CALL" && <p className="text-xs text-muted-foreground">Call now dials your location&apos;s phone number on Google.</p>}
    </fieldset>
  );
}
