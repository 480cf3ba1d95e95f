"use client";
// What the Social Media Integration card does to a connection (docs/product.md §2): disconnect it, check its health
// now, or make it the one its platform means by default; each says how it went, and the card reads the connections again.
import { useState } from "react";
import { toast } from "sonner";
import { ApiClientError } from "@/lib/api/client";
import { api } from "@/lib/client/api";
import { useRefreshNotifications } from "@/lib/client/use-notifications";
import { useRefreshSocialConnections } from "@/lib/client/use-social-connections";
import { type ConnectionView } from "@/lib/social/schemas";
import { platformLabel } from "@/components/posts/labels";
import { HEALTH_SUMMARIES } from "@/lib/social/platforms";
import { labelOf } from "./connection-label";

/** `onDisconnected`: called once a disconnect has been tried (and the connections read again). */
export function useConnectionActions(onDisconnected: () => void) {
  const refresh = useRefreshSocialConnections();
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState<number | null>(null);
  const refreshNotifications = useRefreshNotifications();

  async function act(work: () => Promise<unknown>, success: string, failure: string) {
    setBusy(true);
    try {
      await work();
      toast.success(success);
    } catch {
      toast.error(failure);
    }
    setBusy(false);
    await refresh();
  }

  async function disconnect(account: ConnectionView) {
    const platform = platformLabel(account.platform);
    await act(
      () => api.delete(`/api/social/connections/${account.id}`),
      `${platform} account disconnected successfully`,
      `Failed to disconnect ${platform} account`,
    );
    onDisconnected();
  }

  async function checkNow(account: ConnectionView) {
    setChecking(account.id);
    try {
      const { object: checked } = await api.post<ConnectionView>(`/api/social/connections/${account.id}/check`);
      const say = checked.health === "HEALTHY" ? toast.success : toast.warning;
      say(`${labelOf(account)}: ${HEALTH_SUMMARIES[checked.health]}`, { description: checked.healthReason ?? undefined });
    } catch (error) {
      toast.error(error instanceof ApiClientError ? error.message : `We couldn't check ${labelOf(account)}. Please try again.`);
    }
    setChecking(null);
    await Promise.all([refresh(), refreshNotifications()]);
  }

  const makeDefault = (account: ConnectionView) =>
    act(
      () => api.patch(`/api/social/connections/${account.id}`, { isDefault: true }),
      `Postloom now posts to ${labelOf(account)} by default`,
      "Failed to change the default",
    );

  return { busy, checking, disconnect, checkNow, makeDefault };
}
