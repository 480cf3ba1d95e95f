"use client";
// The Create Post form (PRODUCT-SPEC §2, §5, §9). Its state lives in the workspace, so closing the mobile
// sheet keeps what was typed.
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Slider } from "@/components/ui/slider";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { FacebookIcon } from "@/components/social/facebook-icon";
import { InstagramIcon } from "@/components/social/instagram-icon";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { cn } from "@/lib/utils";
import { BRAND_EMPHASIS, brandEmphasisHint } from "@/lib/writing/brand-emphasis";
import { LANGUAGE_OPTIONS, LENGTH_OPTIONS, POST_TYPE_OPTIONS, TONE_OPTIONS } from "@/lib/posts/post-options";
import type { DraftForm, DraftRequest } from "@/lib/posts/schemas";
import { TEXT_LIMIT } from "@/lib/posts/draft-fields";
import { TYPICAL_TEXT_CREDITS } from "@/lib/billing/credit-costs";
import { useCreditsBuy } from "@/lib/client/subscription-details";
import { useFormat } from "@/lib/client/use-format";
import { POST_LENGTHS, type PostLength } from "@/lib/writing/vocabulary";

export type DraftFormApi = UseFormReturn<DraftForm, unknown, DraftRequest>;

type TextFieldName = "description" | "extraInstructions" | "imageDescription";

function CharacterCount({ value }: { value: string | undefined }) {
  const length = value?.length ?? 0;
  return (
    <span className={cn("font-mono text-xs tabular-nums", length > TEXT_LIMIT ? "text-destructive" : "text-muted-foreground")}>
      {length}/{TEXT_LIMIT}
    </span>
  );
}

function TextField({ form, name, label, placeholder, rows = 3 }: { form: DraftFormApi; name: TextFieldName; label: string; placeholder: string; rows?: number }) {
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

function ChoiceField({
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

function LinksField({ form }: { form: DraftFormApi }) {
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

function BrandEmphasisField({ form }: { form: DraftFormApi }) {
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

/** About what a post will cost, before anything is spent: a typical text at the chosen length, plus the image. */
function CostEstimate({ form, imageCost }: { form: DraftFormApi; imageCost: number }) {
  const format = useFormat();
  const [generateImage, postLength] = useWatch({ control: form.control, name: ["generateImage", "postLength"] });
  const length = (POST_LENGTHS as readonly string[]).find((l) => l === postLength?.toUpperCase()) as PostLength | undefined;
  const text = TYPICAL_TEXT_CREDITS[length ?? "MEDIUM"];
  return (
    <p className="text-center text-sm text-muted-foreground" data-testid="cost-estimate">
      {generateImage
        ? `Estimated cost: about ${format.credits(text + imageCost)} with the image`
        : `Estimated cost: about ${format.credits(text)}, or ${format.number(text + imageCost)} with an image`}
    </p>
  );
}

/**
 * What the post is written for. Instagram gets a caption (hashtags together at the end, no links) and needs
 * a picture, so choosing it turns the image on unless the owner has set that switch themselves.
 */
function WriteForField({ form }: { form: DraftFormApi }) {
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
            value={field.value ?? "FACEBOOK"}
            onValueChange={(value) => {
              if (!value) return;
              field.onChange(value);
              if (value === "INSTAGRAM" && !form.getFieldState("generateImage").isTouched) form.setValue("generateImage", true);
            }}
            aria-labelledby="write-for-label"
            className="w-full"
          >
            <ToggleGroupItem value="FACEBOOK" className="h-11">
              <FacebookIcon />
              Facebook
            </ToggleGroupItem>
            <ToggleGroupItem value="INSTAGRAM" className="h-11">
              <InstagramIcon />
              Instagram
            </ToggleGroupItem>
          </ToggleGroup>
        </FormItem>
      )}
    />
  );
}

/** The form's resolver: the draft request's schema, loaded when the owner first reaches the form. */
export const draftResolver = lazyZodResolver(() => import("@/lib/posts/schemas").then((module) => module.draftRequestSchema));

export function CreatePostForm({
  form,
  onSubmit,
  onOptions,
  busy,
  credits,
  imageCost,
}: {
  form: DraftFormApi;
  onSubmit: (request: DraftRequest) => void;
  /** 'Give me 3 options': the same request, written three ways. */
  onOptions: (request: DraftRequest) => void;
  busy: boolean;
  credits: number;
  imageCost: number;
}) {
  const format = useFormat();
  const generateImage = useWatch({ control: form.control, name: "generateImage" });
  const creditsBuy = useCreditsBuy(credits);
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} {...draftResolver.preloadOn} noValidate className="grid gap-5">
        <WriteForField form={form} />
        <TextField form={form} name="description" label="Description" placeholder="What is this post about? e.g. Our new autumn menu, from Monday" />
        <TextField form={form} name="extraInstructions" label="Extra Instructions" placeholder="Anything the writer should know, e.g. mention 10% off this weekend" />
        <div className="grid gap-5 sm:grid-cols-2">
          <ChoiceField form={form} name="replyLanguage" label="Reply Language" options={LANGUAGE_OPTIONS} />
          <ChoiceField form={form} name="postType" label="Post Type" options={POST_TYPE_OPTIONS} />
          <ChoiceField form={form} name="postTone" label="Tone of Voice" options={TONE_OPTIONS} />
          <ChoiceField form={form} name="postLength" label="Post Length" options={LENGTH_OPTIONS} />
        </div>
        <FormField
          control={form.control}
          name="generateHashtags"
          render={({ field }) => (
            <FormItem className="flex min-h-11 flex-row items-center gap-3">
              <FormControl>
                <Checkbox checked={field.value ?? false} onCheckedChange={(checked) => field.onChange(checked === true)} className="size-5" />
              </FormControl>
              <FormLabel className="font-normal">Generate Hashtags</FormLabel>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="generateImage"
          render={({ field }) => (
            <FormItem className="flex min-h-11 flex-row items-center justify-between gap-3 rounded-md border px-3 py-2">
              <div className="grid gap-0.5">
                <FormLabel>Generate AI Image</FormLabel>
                <p className="text-xs text-muted-foreground">+{format.credits(imageCost)}</p>
              </div>
              <FormControl>
                <Switch
                  checked={field.value ?? false}
                  // Touched: the owner chose, so choosing Instagram later leaves it as they set it (WriteForField).
                  onCheckedChange={(checked) => form.setValue("generateImage", checked, { shouldDirty: true, shouldTouch: true })}
                />
              </FormControl>
            </FormItem>
          )}
        />
        {generateImage && <TextField form={form} name="imageDescription" label="Image Description" placeholder="What should the image show? e.g. A bowl of pumpkin soup on a rustic table" />}
        <LinksField form={form} />
        <BrandEmphasisField form={form} />
        <div className="grid gap-2">
          <CostEstimate form={form} imageCost={imageCost} />
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy ? "Generating..." : "Generate Post"}
          </Button>
          <Button type="button" size="lg" variant="outline" disabled={busy} className="w-full" onClick={form.handleSubmit(onOptions)}>
            Give me 3 options
          </Button>
          <p className="text-center text-xs text-muted-foreground">Three options cost about three posts.</p>
          <p className="text-center text-sm text-muted-foreground">
            Credits remaining: <span className="font-mono tabular-nums" data-testid="credits-remaining">{format.number(credits)}</span>
          </p>
          {creditsBuy && (
            <p className="text-center text-xs text-muted-foreground" data-testid="credits-buy">
              That&apos;s {creditsBuy}.
            </p>
          )}
        </div>
      </form>
    </Form>
  );
}
