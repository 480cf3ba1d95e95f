"use client";
// 'Select Platforms' in the Confirm Post dialog: every connected page and Instagram account the post can go
// to, several at once. An account Meta asked to reconnect can't be chosen until it is.
import Link from "next/link";
import { PlatformIcon } from "@/components/social/platform-icon";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { accountLabel, platformLabel } from "@/components/posts/labels";
import { CHANNEL_KEYS, channelFacts } from "@/lib/channels/facts";
import { type ConnectionView } from "@/lib/social/schemas";

/** Separate buttons, several to a row, rather than one segmented control: there may be many targets. */
const ITEM = "h-11 max-w-full flex-none rounded-md px-4 first:rounded-md last:rounded-md data-[variant=outline]:border-l";

export const targetLabel = (account: ConnectionView) => accountLabel(account.platform, account.accountName);

/** The channel offered while nothing is connected yet: the first. */
const FIRST = channelFacts(CHANNEL_KEYS[0]);

export function TargetPicker({
  accounts,
  value,
  onChange,
  disabled,
}: {
  accounts: ConnectionView[];
  value: number[];
  onChange: (next: number[]) => void;
  disabled: boolean;
}) {
  const revoked = accounts.filter((account) => account.health === "NEEDS_RECONNECT");
  return (
    <>
      <ToggleGroup
        type="multiple"
        variant="outline"
        size="lg"
        value={value.map(String)}
        onValueChange={(next) => onChange(next.map(Number))}
        disabled={disabled}
        aria-labelledby="select-platforms-title"
        className="flex-wrap gap-2 shadow-none data-[variant=outline]:shadow-none"
      >
        {accounts.length === 0 && (
          // Nothing connected yet: the spec's one platform, not choosable until it is.
          <ToggleGroupItem value="none" disabled className={ITEM} aria-label={FIRST.label}>
            <PlatformIcon platform={CHANNEL_KEYS[0]} className="size-5" />
            {FIRST.label}
          </ToggleGroupItem>
        )}
        {accounts.map((account) => (
          <ToggleGroupItem
            key={account.id}
            value={String(account.id)}
            disabled={account.health === "NEEDS_RECONNECT"}
            className={ITEM}
            aria-label={`${platformLabel(account.platform)}: ${targetLabel(account)}`}
          >
            <PlatformIcon platform={account.platform} className="size-5" />
            <span className="truncate">{targetLabel(account)}</span>
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      {revoked.length > 0 && (
        <p className="text-sm text-warning">
          {[...new Set(revoked.map((account) => channelFacts(account.platform).login))].join(" and ")} asked you to reconnect{" "}
          {revoked.map(targetLabel).join(", ")}.{" "}
          <Link href="/dashboard" className="font-medium underline underline-offset-4">
            Reconnect it on the dashboard
          </Link>{" "}
          to post there again.
        </p>
      )}
    </>
  );
}
