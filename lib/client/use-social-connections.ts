"use client";
// The user's social connections (GET /api/social): the spec's map in `object`, every account in `details`.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConnectionView, SocialConnections } from "@/lib/social/schemas";
import type { ConnectablePlatform } from "@/lib/social/platforms";
import { api } from "./api";

export const SOCIAL_CONNECTIONS_KEY = ["social-connections"] as const;

/** `initial`: the connections the server read with the page, shown at once (and read again as the page mounts). */
export function useSocialConnections(initial?: SocialConnections) {
  return useQuery({
    queryKey: SOCIAL_CONNECTIONS_KEY,
    queryFn: async (): Promise<SocialConnections> => {
      const reply = (await api.get<SocialConnections["connections"]>("/api/social")) as Awaited<ReturnType<typeof api.get>> & {
        details: SocialConnections["details"];
      };
      return { connections: reply.object as SocialConnections["connections"], details: reply.details };
    },
    // A connection can change outside this screen (a publish that found the token revoked).
    refetchOnMount: "always",
    staleTime: 0,
    initialData: initial,
  });
}

/** The account a bare platform means (its default), if the user has connected one. */
export function defaultAccount(data: SocialConnections | undefined, platform: ConnectablePlatform): ConnectionView | undefined {
  return data?.details.accounts.find((account) => account.platform === platform && account.isDefault);
}

export function useRefreshSocialConnections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SOCIAL_CONNECTIONS_KEY });
}
