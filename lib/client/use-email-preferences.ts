"use client";
// Which emails the owner gets (GET /api/account/notifications), and turning one kind on or off: the switch
// moves at once and moves back if the server refuses.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EmailPreferences, EmailTopicName } from "@/lib/notifications/schemas";
import { api } from "./api";

export const EMAIL_PREFERENCES_KEY = ["email-preferences"] as const;

export function useEmailPreferences() {
  return useQuery({
    queryKey: EMAIL_PREFERENCES_KEY,
    queryFn: async () => (await api.get<EmailPreferences>("/api/account/notifications")).object,
    refetchOnMount: "always",
  });
}

export function useSetEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { topic: EmailTopicName; enabled: boolean }) => api.put<EmailPreferences>("/api/account/notifications", change),
    onMutate: async ({ topic, enabled }) => {
      await queryClient.cancelQueries({ queryKey: EMAIL_PREFERENCES_KEY });
      const before = queryClient.getQueryData<EmailPreferences>(EMAIL_PREFERENCES_KEY);
      if (before)
        queryClient.setQueryData<EmailPreferences>(EMAIL_PREFERENCES_KEY, { emails: before.emails.map((e) => (e.topic === topic ? { ...e, enabled } : e)) });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(EMAIL_PREFERENCES_KEY, context.before);
    },
    onSuccess: (reply) => queryClient.setQueryData(EMAIL_PREFERENCES_KEY, reply.object),
  });
}
