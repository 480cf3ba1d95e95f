"use client";
// Plan my week, first: which days (this week, next week, or up to 31 days of the owner's choosing) and how the
// posts are written; 'Suggest posts' makes the outline (POST /api/plans). Nothing is written or charged yet.
import { addDays, differenceInCalendarDays, format, parseISO } from "date-fns";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter, STICKY_FOOTER } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { platformLabel } from "@/components/posts/labels";
import { channelNames, picturesNeededBy } from "@/lib/channels/facts";
import { api } from "@/lib/client/api";
import { useChangePlan } from "@/lib/client/use-plans";
import { useSocialConnections } from "@/lib/client/use-social-connections";
import { type Plan, type PlanSettingsForm } from "@/lib/planning/schemas";
import { MAX_PLAN_DAYS, PLAN_MESSAGES } from "@/lib/planning/plan-limits";
import { LANGUAGE_OPTIONS, LENGTH_OPTIONS, TONE_OPTIONS } from "@/lib/posts/post-options";
import { compareDays } from "@/lib/time/calendar-day";
import { cn } from "@/lib/utils";
import { usePostingSlots } from "../use-calendar";

type Range = "this-week" | "next-week" | "custom";

/** The days a choice covers, from `today` (yyyy-MM-dd in the brand's zone): weeks run Monday to Sunday. */
export function rangeOf(choice: Range, today: string, custom: { from: string; to: string }) {
  const day = parseISO(today);
  const toSunday = 7 - Number(format(day, "i"));
  if (choice === "this-week") return { from: today, to: format(addDays(day, toSunday), "yyyy-MM-dd") };
  if (choice === "next-week") return { from: format(addDays(day, toSunday + 1), "yyyy-MM-dd"), to: format(addDays(day, toSunday + 7), "yyyy-MM-dd") };
  return custom;
}

export function PlanSetup({ today, onCreated, onEditSlots }: { today: string; onCreated: (plan: Plan) => void; onEditSlots: () => void }) {
  const slots = usePostingSlots();
  const connections = useSocialConnections();
  const change = useChangePlan();
  const [choice, setChoice] = useState<Range>("next-week");
  const [custom, setCustom] = useState({ from: today, to: format(addDays(parseISO(today), 6), "yyyy-MM-dd") });
  const [settings, setSettings] = useState<
    Required<Pick<PlanSettingsForm, "postTone" | "postLength" | "replyLanguage" | "generateHashtags" | "withImages" | "usePhotos">>
  >({
    postTone: "FRIENDLY",
    postLength: "medium",
    replyLanguage: "english",
    generateHashtags: true,
    withImages: false,
    usePhotos: false,
  });
  const [busy, setBusy] = useState(false);
  const range = rangeOf(choice, today, custom);
  const days = differenceInCalendarDays(parseISO(range.to), parseISO(range.from)) + 1;
  const rangeError = compareDays(range.from, today) < 0 ? PLAN_MESSAGES.past : days < 1 || days > MAX_PLAN_DAYS ? PLAN_MESSAGES.range : null;
  const accounts = (connections.data?.details.accounts ?? []).filter((account) => account.isDefault);
  const needing = picturesNeededBy(accounts.map((account) => account.platform));
  const set = (patch: Partial<typeof settings>) => setSettings((current) => ({ ...current, ...patch }));

  async function suggest() {
    setBusy(true);
    const plan = await change(() => api.post<Plan>("/api/plans", { ...range, settings }), "We couldn't make a plan just now. Please try again.");
    setBusy(false);
    if (plan) onCreated(plan);
  }

  if (!slots.data) return <Skeleton className="h-72 w-full" />;
  if (slots.data.slots.length === 0) {
    return (
      <div className="space-y-4 rounded-lg border border-dashed p-6 text-center">
        <p className="text-sm">{PLAN_MESSAGES.noSlots}</p>
        <Button className="min-h-11" onClick={onEditSlots}>
          Set posting slots
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Which days?</legend>
        <ToggleGroup
          type="single"
          variant="outline"
          value={choice}
          onValueChange={(value) => value && setChoice(value as Range)}
          aria-label="Which days"
          className="flex-wrap"
        >
          <ToggleGroupItem value="this-week" className="min-h-11 px-4">
            This week
          </ToggleGroupItem>
          <ToggleGroupItem value="next-week" className="min-h-11 px-4">
            Next week
          </ToggleGroupItem>
          <ToggleGroupItem value="custom" className="min-h-11 px-4">
            Choose days
          </ToggleGroupItem>
        </ToggleGroup>
        {choice === "custom" && (
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="plan-from">From</Label>
              <Input
                id="plan-from"
                type="date"
                min={today}
                value={custom.from}
                onChange={(event) => setCustom({ ...custom, from: event.target.value })}
                className="h-11"
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="plan-to">To</Label>
              <Input
                id="plan-to"
                type="date"
                min={custom.from}
                value={custom.to}
                onChange={(event) => setCustom({ ...custom, to: event.target.value })}
                className="h-11"
              />
            </div>
          </div>
        )}
        <p className={cn("text-sm", rangeError ? "text-destructive" : "text-muted-foreground")} role={rangeError ? "alert" : undefined}>
          {rangeError ?? `${format(parseISO(range.from), "EEEE d MMMM")} to ${format(parseISO(range.to), "EEEE d MMMM")}: one post for each open posting slot.`}
        </p>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">How should they read?</legend>
        <Choice label="Tone" value={settings.postTone} options={TONE_OPTIONS} onChange={(postTone) => set({ postTone })} />
        <Choice label="Length" value={settings.postLength} options={LENGTH_OPTIONS} onChange={(postLength) => set({ postLength })} />
        <Choice label="Language" value={settings.replyLanguage} options={LANGUAGE_OPTIONS} onChange={(replyLanguage) => set({ replyLanguage })} />
        <Toggle id="plan-hashtags" label="Hashtags" checked={settings.generateHashtags} onChange={(generateHashtags) => set({ generateHashtags })} />
        <Toggle
          id="plan-images"
          label="A picture with each post"
          checked={settings.withImages || needing.length > 0}
          disabled={needing.length > 0}
          onChange={(withImages) => set({ withImages })}
        />
        <Toggle id="plan-photos" label="Use my photos first" checked={settings.usePhotos} onChange={(usePhotos) => set({ usePhotos })} />
      </fieldset>

      <p className="text-sm text-muted-foreground">
        {accounts.length
          ? `Approved posts go to ${accounts.map((a) => `${a.accountName} (${platformLabel(a.platform)})`).join(" and ")}.${
              needing.length
                ? ` ${channelNames(
                    "and",
                    needing.map((f) => f.key),
                  )} ${needing.length > 1 ? "take" : "takes"} no post without a picture, so each has one.`
                : ""
            }`
          : "Nothing is connected yet: connect a page on the dashboard before you approve the posts."}
      </p>

      <DialogFooter className={STICKY_FOOTER}>
        <Button className="min-h-11" disabled={busy || rangeError !== null} onClick={() => void suggest()}>
          <Sparkles aria-hidden="true" />
          {busy ? "Planning..." : "Suggest posts"}
        </Button>
      </DialogFooter>
    </div>
  );
}

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = `plan-${label.toLowerCase()}`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as T)}>
        <SelectTrigger id={id} className="h-11 w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function Toggle({
  id,
  label,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
