// The range and the channels the Insights page shows, kept in the address: links for the ranges that end today and
// for each channel, and a form for a range of the owner's own (it works before any script has loaded).
import { Download } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CHANNEL_KEYS, channelFacts, type ChannelKey } from "@/lib/channels/facts";
import { INSIGHT_RANGES } from "@/lib/insights/schemas";
import { cn } from "@/lib/utils";

type Props = { from: string; to: string; preset: number | null; channels: ChannelKey[]; today: string; problem: string | null };

const chip = (on: boolean) =>
  cn(
    "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
    on ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-muted",
  );

export function InsightsFilters({ from, to, preset, channels, today, problem }: Props) {
  const all = channels.length === CHANNEL_KEYS.length;
  const range: Record<string, string> = preset === null ? { from, to } : { range: String(preset) };
  const address = (query: Record<string, string>) => `/insights?${new URLSearchParams(query)}`;
  const withChannels = (keys: readonly ChannelKey[]): Record<string, string> =>
    keys.length === CHANNEL_KEYS.length || keys.length === 0 ? {} : { channels: keys.join(",") };
  const toggled = (key: ChannelKey) => (all ? [key] : channels.includes(key) ? channels.filter((c) => c !== key) : [...channels, key]);

  return (
    <section aria-label="Range and channels" className="mb-6 space-y-4">
      {problem && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {problem} Showing the last 28 days instead.
        </p>
      )}
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <nav aria-label="Range" className="flex flex-wrap gap-2">
          {INSIGHT_RANGES.map((days) => (
            <Link
              key={days}
              href={address({ range: String(days), ...withChannels(channels) })}
              aria-current={preset === days ? "page" : undefined}
              className={chip(preset === days)}
            >
              {days} days
            </Link>
          ))}
        </nav>
        <form method="get" action="/insights" className="flex flex-wrap items-end gap-2" aria-label="Custom range">
          <div className="grid gap-1">
            <Label htmlFor="insights-from">From</Label>
            <Input id="insights-from" name="from" type="date" defaultValue={from} max={today} required className="h-11 w-40" />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="insights-to">To</Label>
            <Input id="insights-to" name="to" type="date" defaultValue={to} max={today} required className="h-11 w-40" />
          </div>
          {!all && <input type="hidden" name="channels" value={channels.join(",")} />}
          <Button type="submit" variant={preset === null ? "default" : "outline"} className="h-11">
            Show range
          </Button>
        </form>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Channels" className="flex flex-wrap gap-2">
          <Link href={address(range)} aria-current={all ? "page" : undefined} className={chip(all)}>
            All channels
          </Link>
          {CHANNEL_KEYS.map((key) => {
            const on = !all && channels.includes(key);
            const next = toggled(key);
            return (
              <Link key={key} href={address({ ...range, ...withChannels(next) })} aria-current={on ? "true" : undefined} className={chip(on)}>
                {channelFacts(key).label}
              </Link>
            );
          })}
        </nav>
        <a
          href={`/api/insights/export?${new URLSearchParams({ from, to, ...withChannels(channels) })}`}
          download
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
    </section>
  );
}
