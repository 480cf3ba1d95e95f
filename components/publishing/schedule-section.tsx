"use client";
// The Confirm Post dialog's schedule section (docs/product.md §2): a switch that needs a platform, then
// a date (no past days), hour, minute (any, typed, with the quarter hours suggested) and — where the locale
// uses one — AM/PM, all in the brand's time zone (named beside the picker). A time the clocks skip there is
// refused; for one they pass twice, the owner picks the first or the second.
import { CalendarIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import {
  availableHours,
  describeScheduleTime,
  firstSelectableDay,
  from12Hour,
  isSelectableDay,
  resolveScheduleTime,
  suggestedMinutes,
  to12Hour,
  uses12HourClock,
  wallClock,
  withDate,
  withHour,
  withMinute,
  type DayPeriod,
} from "@/lib/publishing/schedule-time";
import { SCHEDULE_MESSAGES } from "@/lib/publishing/publishing-limits";
import { MinuteField } from "./minute-field";
import type { PublishSettings } from "./use-publish-settings";
import { WhichTimeChoice } from "./which-time-choice";

const pad = (n: number) => String(n).padStart(2, "0");

/** The month picker (react-day-picker, the largest part of this dialog) loads when a dialog with it opens, not with the page. */
const loadCalendar = () => import("@/components/ui/calendar").then((module) => module.Calendar);
const Calendar = dynamic(loadCalendar, {
  ssr: false,
  loading: () => (
    <div className="flex h-72 w-64 items-center justify-center">
      <Spinner label="Loading the calendar" className="size-6 text-muted-foreground" />
    </div>
  ),
});

export function ScheduleSection({ settings, now: instant, disabled }: { settings: PublishSettings; now: Date; disabled: boolean }) {
  const id = useId();
  const [calendarOpen, setCalendarOpen] = useState(false);
  // Fetched as the dialog opens, so it is there by the time the date is clicked.
  useEffect(() => void loadCalendar(), []);
  const twelveHour = useMemo(() => uses12HourClock(), []);
  const { scheduling, time, setTime, targets, zone } = settings;
  const canSchedule = targets.length > 0 && !disabled;
  // The day and hour rules read the brand's clock; what the choice means is worked out in its zone.
  const now = wallClock(instant, zone);
  const resolved = resolveScheduleTime(time, zone);
  const at = resolved?.kind === "exact" ? resolved.at : null;
  // The question stays once answered, so the answer can be changed.
  const doubled = resolveScheduleTime({ ...time, fold: undefined }, zone);

  const hours = availableHours(time.date, now);
  const minutes = suggestedMinutes(time.date, time.hour, now);
  const { hour12, period } = to12Hour(time.hour);
  const periods = (["AM", "PM"] as DayPeriod[]).filter((p) => hours.some((h) => to12Hour(h).period === p));
  const hourOptions = twelveHour ? hours.filter((h) => to12Hour(h).period === period).map((h) => to12Hour(h).hour12) : hours;

  const changePeriod = (next: DayPeriod) => {
    const candidate = from12Hour(hour12, next);
    const hour = hours.includes(candidate) ? candidate : (hours.find((h) => to12Hour(h).period === next) ?? candidate);
    setTime(withHour(time, hour, now));
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-4">
        <div>
          <Label id={`${id}-title`} htmlFor={`${id}-switch`} className="text-sm font-medium">
            Schedule Post
          </Label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            Choose when to publish
          </p>
          {scheduling && (
            <p className="text-xs text-muted-foreground" data-testid="schedule-zone">
              Times are in {zone.replaceAll("_", " ")}, your brand&apos;s time zone.
            </p>
          )}
        </div>
        <Switch
          id={`${id}-switch`}
          aria-describedby={`${id}-hint`}
          checked={scheduling}
          disabled={!canSchedule}
          onCheckedChange={settings.setScheduling}
          className="relative after:absolute after:-inset-3 after:content-['']"
        />
      </div>

      {scheduling && (
        <div className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${id}-date`}>Date</Label>
            <Popover open={calendarOpen} onOpenChange={setCalendarOpen}>
              <PopoverTrigger asChild>
                <Button id={`${id}-date`} variant="outline" className="h-11 w-full justify-start font-normal" disabled={disabled}>
                  <CalendarIcon aria-hidden="true" />
                  {time.date ? (
                    time.date.toLocaleDateString(undefined, { weekday: "short", year: "numeric", month: "short", day: "numeric" })
                  ) : (
                    <span className="text-muted-foreground">Pick a date</span>
                  )}
                </Button>
              </PopoverTrigger>
              <PopoverContent className="w-auto p-0" align="start">
                <Calendar
                  mode="single"
                  selected={time.date}
                  defaultMonth={time.date ?? firstSelectableDay(now)}
                  startMonth={firstSelectableDay(now)}
                  disabled={(day) => !isSelectableDay(day, now)}
                  onSelect={(day) => {
                    setTime(withDate(time, day, now));
                    if (day) setCalendarOpen(false);
                  }}
                />
              </PopoverContent>
            </Popover>
          </div>

          <div className={twelveHour ? "grid grid-cols-3 gap-3" : "grid grid-cols-2 gap-3"}>
            <div className="space-y-2">
              <Label htmlFor={`${id}-hour`}>Hour</Label>
              <Select
                value={String(twelveHour ? hour12 : time.hour)}
                onValueChange={(value) => setTime(withHour(time, twelveHour ? from12Hour(Number(value), period) : Number(value), now))}
                disabled={disabled}
              >
                <SelectTrigger id={`${id}-hour`} aria-label="Hour" className="w-full data-[size=default]:h-11">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {hourOptions.map((h) => (
                    <SelectItem key={h} value={String(h)}>
                      {twelveHour ? h : pad(h)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-minute`}>Minute</Label>
              <MinuteField
                id={`${id}-minute`}
                value={time.minute}
                suggestions={minutes}
                onChange={(minute) => setTime(withMinute(time, minute))}
                disabled={disabled}
              />
            </div>
            {twelveHour && (
              <div className="space-y-2">
                <Label htmlFor={`${id}-period`}>AM/PM</Label>
                <Select value={period} onValueChange={(value) => changePeriod(value as DayPeriod)} disabled={disabled}>
                  <SelectTrigger id={`${id}-period`} aria-label="AM/PM" className="w-full data-[size=default]:h-11">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {periods.map((p) => (
                      <SelectItem key={p} value={p}>
                        {p}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            )}
          </div>

          {doubled?.kind === "ambiguous" && (
            <WhichTimeChoice question={doubled} zone={zone} value={time.fold} disabled={disabled} onChange={(fold) => setTime({ ...time, fold })} />
          )}
          <p className="text-sm" data-testid="selected-time">
            {at ? (
              <>
                <span className="text-muted-foreground">Selected time: </span>
                <span className="font-medium">{describeScheduleTime(at, zone)}</span>
              </>
            ) : (
              <span className="text-muted-foreground">
                {!resolved
                  ? "Select a date first"
                  : resolved.kind === "ambiguous"
                    ? "Choose which of the two times you mean"
                    : "Choose a time that exists on that day"}
              </span>
            )}
          </p>
          {resolved?.kind === "gap" && (
            <p role="alert" className="text-sm text-destructive">
              {resolved.message}
            </p>
          )}
          {at && at.getTime() <= instant.getTime() && (
            <p role="alert" className="text-sm text-destructive">
              {SCHEDULE_MESSAGES.futureTime}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
