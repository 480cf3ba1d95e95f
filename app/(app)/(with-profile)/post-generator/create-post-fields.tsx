"use client";
// The Create Post form's fields: text with its counter, the choices, the links, the brand emphasis, the channel it
// is written for and what it will cost. Each reads and writes the workspace's form (create-post-form.tsx).
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Slider } from "@/components/ui/slider";
import { Textarea } from "@/components/ui/textarea";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { PlatformIcon } from "@/components/social/platform-icon";
import { CHANNEL_KEYS, channelFacts } from "@/lib/channels/facts";
import { cn } from "@/lib/utils";
import { BRAND_EMPHASIS, brandEmphasisHint } from "@/lib/writing/brand-emphasis";
import { TEXT_LIMIT } from "@/lib/posts/draft-fields";
import { TYPICAL_TEXT_CREDITS } from "@/lib/credits/credit-costs";
import { useFormat } from "@/lib/client/use-format";
import { POST_LENGTHS, type PostLength } from "@/lib/writing/vocabulary";
import type { DraftFormApi } from "./create-post-form";

type TextFieldName = "description" | "extraInstructions" | "imageDescription";

function CharacterCount({ value }: { value: string | undefined }) {
  const length = value?.length ?? 0;
  return (
    <span className={cn("font-mono text-xs tabular-nums", length > TEXT_LIMIT ? "text-destructive" : "text-muted-foreground")}>
      {length}/{TEXT_LIMIT}
    </span>
  );
}

export function TextField({
  form,
  name,
  label,
  placeholder,
  rows = 3,
}: {
  form: DraftFormApi;
  name: TextFieldName;
  label: string;
  placeholder: string;
  rows?: number;
}) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <div className="flex items-baseline justify-between gap-2">
            <FormLabel>{label}</FormLabel>
            <CharacterCount value={field.value} />
          </div>
          <FormControl>
            <Textarea {...field} value={field.value ?? ""} rows={rows} placeholder={placeholder} className="min-h-20 resize-y" />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function ChoiceField({
  form,
  name,
  label,
  options,
}: {
  form: DraftFormApi;
  name: "replyLanguage" | "postType" | "postTone" | "postLength";
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="h-11 w-full" onBlur={field.onBlur}>
                <SelectValue placeholder="Choose…" />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function LinksField({ form }: { form: DraftFormApi }) {
  const links = useWatch({ control: form.control, name: "links" }) ?? [];
  const setLinks = (next: string[]) => {
    form.clearErrors("links");
    form.setValue("links", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Links</legend>
      {links.length === 0 && <p className="text-sm text-muted-foreground">Add a link to your website, menu or shop to include it in the post.</p>}
      {links.map((_, index) => (
        <FormField
          key={index}
          control={form.control}
          name={`links.${index}`}
          render={({ field }) => (
            <FormItem className="gap-1">
              <div className="flex gap-2">
                <FormControl>
                  <Input {...field} type="url" inputMode="url" placeholder="https://example.com" aria-label={`Link ${index + 1}`} className="h-11" />
                </FormControl>
                <Button
                  type="button"
                  variant="outline"
                  size="icon-lg"
                  aria-label={`Remove link ${index + 1}`}
                  onClick={() => setLinks(links.filter((__, i) => i !== index))}
                >
                  <Trash2 />
                </Button>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
      <Button type="button" variant="outline" className="h-11 w-fit" onClick={() => setLinks([...links, ""])}>
        <Plus />
        Add Link
      </Button>
    </fieldset>
  );
}

export function BrandEmphasisField({ form }: { form: DraftFormApi }) {
  const labelId = useId();
  const hintId = useId();
  return (
    <FormField
      control={form.control}
      name="weight"
      render={({ field }) => {
        const value = field.value ?? BRAND_EMPHASIS.default;
        return (
          <FormItem>
            <div className="flex items-baseline justify-between gap-2">
              <Label id={labelId}>Brand Emphasis</Label>
              <span className="font-mono text-sm tabular-nums">{value}%</span>
            </div>
            <Slider
              min={BRAND_EMPHASIS.min}
              max={BRAND_EMPHASIS.max}
              step={BRAND_EMPHASIS.step}
              value={[value]}
              onValueChange={([next]) => field.onChange(next)}
              aria-labelledby={labelId}
              aria-describedby={hintId}
              className="py-3"
            />
            <p id={hintId} className="text-sm text-muted-foreground" data-testid="brand-emphasis-hint">
              {brandEmphasisHint(value)}
            </p>
          </FormItem>
        );
      }}
    />
  );
}

/** About what a post will cost, before anything is spent: a typical text at the chosen length, plus the image (none for a post of the owner's photos). */
export function CostEstimate({ form, imageCost, hasPhotos }: { form: DraftFormApi; imageCost: number; hasPhotos: boolean }) {
  const format = useFormat();
  const [generateImage, postLength] = useWatch({ control: form.control, name: ["generateImage", "postLength"] });
  const length = (POST_LENGTHS as readonly string[]).find((l) => l === postLength?.toUpperCase()) as PostLength | undefined;
  const text = TYPICAL_TEXT_CREDITS[length ?? "MEDIUM"];
  return (
    <p className="text-center text-sm text-muted-foreground" data-testid="cost-estimate">
      {hasPhotos
        ? `Estimated cost: about ${format.credits(text)}`
        : generateImage
          ? `Estimated cost: about ${format.credits(text + imageCost)} with the image`
          : `Estimated cost: about ${format.credits(text)}, or ${format.number(text + imageCost)} with an image`}
    </p>
  );
}

/**
 * What the post is written for. Instagram gets a caption (hashtags together at the end, no links) and needs
 * a picture, so choosing it turns the image on unless the owner has set that switch themselves.
 */
export function WriteForField({ form }: { form: DraftFormApi }) {
  return (
    <FormField
      control={form.control}
      name="platform"
      render={({ field }) => (
        <FormItem>
          <FormLabel id="write-for-label">Write for</FormLabel>
          <ToggleGroup
            type="single"
            variant="outline"
            value={field.value ?? CHANNEL_KEYS[0]}
            onValueChange={(value) => {
              if (!value) return;
              field.onChange(value);
              // A channel whose posts need a picture asks for one, unless the owner already chose.
              if (channelFacts(value).rules.images.required && !form.getFieldState("generateImage").isTouched) form.setValue("generateImage", true);
            }}
            aria-labelledby="write-for-label"
            className="@container w-full"
          >
            {/* Too narrow for every name (a phone): the chosen one spells it, the others show their icon. */}
            {CHANNEL_KEYS.map((key) => (
              <ToggleGroupItem key={key} value={key} className="group h-11 min-w-11 flex-none data-[state=on]:flex-1 @md:flex-1">
                <PlatformIcon platform={key} />
                <span className="@max-md:sr-only @max-md:group-data-[state=on]:not-sr-only">{channelFacts(key).label}</span>
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        </FormItem>
      )}
    />
  );
}

/** The form's resolver: the draft request's schema, loaded when the owner first reaches the form. */
