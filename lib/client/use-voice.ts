"use client";
// The owner's voice for the 'Your voice' card (GET /api/voice) and the changes to it, each answered with the
// voice as it is after.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { refusalMessage } from "@/lib/api/client";
import type { VoiceReply } from "@/lib/voice/schemas";
import { api } from "./api";

export const VOICE_KEY = ["voice"] as const;

export function useVoice() {
  return useQuery({
    queryKey: VOICE_KEY,
    queryFn: async () => (await api.get<VoiceReply>("/api/voice")).object,
    refetchOnMount: "always",
    staleTime: 0,
  });
}

/** Runs a change to the voice, shows what it answers, and says how it went. Resolves true when it went through. */
export function useChangeVoice() {
  const queryClient = useQueryClient();
  return async (change: () => Promise<{ object: VoiceReply; message?: string }>, failure: string): Promise<boolean> => {
    try {
      const { object, message } = await change();
      queryClient.setQueryData(VOICE_KEY, object);
      if (message) toast.success(message);
      return true;
    } catch (error) {
      toast.error(refusalMessage(error) ?? failure);
      return false;
    }
  };
}
