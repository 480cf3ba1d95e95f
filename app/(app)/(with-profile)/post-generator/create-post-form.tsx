"use client";
// The Create Post form (docs/product.md §2, §5, §9). Its state lives in the workspace, so closing the mobile
// sheet keeps what was typed.
import { useWatch, type UseFormReturn } from "react-hook-form";
import { BrandEmphasisField, ChoiceField, CostEstimate, LinksField, TextField, WriteForField } from "./create-post-fields";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { LANGUAGE_OPTIONS, LENGTH_OPTIONS, POST_TYPE_OPTIONS, TONE_OPTIONS } from "@/lib/posts/post-options";
import type { DraftForm, DraftRequest } from "@/lib/posts/schemas/draft";
import { useCreditsBuy } from "@/lib/client/subscription-details";
import { useFormat } from "@/lib/client/use-format";

export type DraftFormApi = UseFormReturn<DraftForm, unknown, DraftRequest>;

export const draftResolver = lazyZodResolver(() => import("@/lib/posts/schemas/draft").then((module) => module.draftRequestSchema));

export function CreatePostForm({
  form,
  onSubmit,
  onOptions,
  busy,
  credits,
  imageCost,
  hasPhotos,
}: {
  form: DraftFormApi;
  onSubmit: (request: DraftRequest) => void;
  /** 'Give me 3 options': the same request, written three ways. */
  onOptions: (request: DraftRequest) => void;
  busy: boolean;
  credits: number;
  imageCost: number;
  /** The post carries the owner's photos: they are its pictures, so no AI image is made. */
  hasPhotos: boolean;
}) {
  const format = useFormat();
  const generateImage = useWatch({ control: form.control, name: "generateImage" });
  const creditsBuy = useCreditsBuy(credits);
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} {...draftResolver.preloadOn} noValidate className="grid gap-5">
        <WriteForField form={form} />
        <TextField form={form} name="description" label="Description" placeholder="What is this post about? e.g. Our new autumn menu, from Monday" />
        <TextField
          form={form}
          name="extraInstructions"
          label="Extra Instructions"
          placeholder="Anything the writer should know, e.g. mention 10% off this weekend"
        />
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
                <p className="text-xs text-muted-foreground">{hasPhotos ? "Off: your photos are this post's pictures" : `+${format.credits(imageCost)}`}</p>
              </div>
              <FormControl>
                <Switch
                  checked={!hasPhotos && (field.value ?? false)}
                  disabled={hasPhotos}
                  // Touched: the owner chose, so choosing Instagram later leaves it as they set it (WriteForField).
                  onCheckedChange={(checked) => form.setValue("generateImage", checked, { shouldDirty: true, shouldTouch: true })}
                />
              </FormControl>
            </FormItem>
          )}
        />
        {generateImage && !hasPhotos && (
          <TextField
            form={form}
            name="imageDescription"
            label="Image Description"
            placeholder="What should the image show? e.g. A bowl of pumpkin soup on a rustic table"
          />
        )}
        <LinksField form={form} />
        <BrandEmphasisField form={form} />
        <div className="grid gap-2">
          <CostEstimate form={form} imageCost={imageCost} hasPhotos={hasPhotos} />
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy ? "Generating..." : "Generate Post"}
          </Button>
          <Button type="button" size="lg" variant="outline" disabled={busy} className="w-full" onClick={form.handleSubmit(onOptions)}>
            Give me 3 options
          </Button>
          <p className="text-center text-xs text-muted-foreground">Three options cost about three posts.</p>
          <p className="text-center text-sm text-muted-foreground">
            Credits remaining:{" "}
            <span className="font-mono tabular-nums" data-testid="credits-remaining">
              {format.number(credits)}
            </span>
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
