"use client";
// The user's social connections (GET /api/social): the spec's map in `object`, details beside it.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SocialConnections } from "@/lib/social/get-social-connections";
import { api } from "./api";

export const SOCIAL_CONNECTIONS_KEY = ["social-connections"] as const;

export type SocialConnectionsReply = SocialConnections;

export function useSocialConnections() {
  return useQuery({
    queryKey: SOCIAL_CONNECTIONS_KEY,
    queryFn: async (): Promise<SocialConnectionsReply> => {
      const reply = (await api.get<SocialConnections["connections"]>("/api/social")) as Awaited<ReturnType<typeof api.get>> & {
        details: SocialConnections["details"];
      };
      return { connections: reply.object as SocialConnections["connections"], details: reply.details };
    },
    // A connection can change outside this screen (a publish that found the token revoked).
    refetchOnMount: "always",
    staleTime: 0,
  });
}

export function useRefreshSocialConnections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SOCIAL_CONNECTIONS_KEY });
}
