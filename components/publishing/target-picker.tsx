"use client";
// 'Select Platforms' in the Confirm Post dialog: every connected page and Instagram account the post can go
// to, several at once. An account Meta asked to reconnect can't be chosen until it is.
import Link from "next/link";
import { PlatformIcon } from "@/components/social/platform-icon";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { type ConnectionView } from "@/lib/social/schemas";
import { PLATFORM_LABELS } from "@/lib/social/platforms";

/** Separate buttons, several to a row, rather than one segmented control: there may be many targets. */
const ITEM = "h-11 max-w-full flex-none rounded-md px-4 first:rounded-md last:rounded-md data-[variant=outline]:border-l";

export const targetLabel = (account: ConnectionView) => (account.platform === "INSTAGRAM" ? `@${account.accountName}` : account.accountName);

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
          <ToggleGroupItem value="none" disabled className={ITEM} aria-label="Facebook">
            <PlatformIcon platform="FACEBOOK" className="size-5" />
            Facebook
          </ToggleGroupItem>
        )}
        {accounts.map((account) => (
          <ToggleGroupItem
            key={account.id}
            value={String(account.id)}
            disabled={account.health === "NEEDS_RECONNECT"}
            className={ITEM}
            aria-label={`${PLATFORM_LABELS[account.platform]}: ${targetLabel(account)}`}
          >
            <PlatformIcon platform={account.platform} className="size-5" />
            <span className="truncate">{targetLabel(account)}</span>
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      {revoked.length > 0 && (
        <p className="text-sm text-warning">
          Facebook asked you to reconnect {revoked.map(targetLabel).join(", ")}.{" "}
          <Link href="/dashboard" className="font-medium underline underline-offset-4">
            Reconnect it on the dashboard
          </Link>{" "}
          to post there again.
        </p>
      )}
    </>
  );
}
