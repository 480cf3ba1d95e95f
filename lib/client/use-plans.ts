"use client";
// Plan my week in the browser: the plans in hand (GET /api/plans) and one plan (GET /api/plans/{id}), read again
// every couple of seconds while one is being written, so drafts appear as they finish; and the changes to a plan,
// each answered with the plan as it is after. Under the posts' key: a change to a post reloads them, and a
// change to a plan reloads the calendar.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiClientError, refusalMessage } from "@/lib/api/client";
import type { Plan, PlanList } from "@/lib/planning/schemas";
import { api } from "./api";
import { postKeys } from "./use-posts";

export const planKeys = {
  all: [...postKeys.all, "plans"] as const,
  one: (id: number) => [...postKeys.all, "plans", id] as const,
};

/** How often a plan being written is read again. */
export const PLAN_POLL_MS = 1_500;

/** Drafts still on their way: a plan being written, or a stopped one whose last drafts are being finished. */
const writing = (plan: Plan | undefined) => plan?.status === "WRITING" || !!plan?.items.some((item) => item.status === "QUEUED" || item.status === "WRITING");

export function usePlans() {
  return useQuery({
    queryKey: planKeys.all,
    queryFn: async () => (await api.get<PlanList>("/api/plans")).object,
    refetchOnMount: "always",
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.plans.some(writing) ? PLAN_POLL_MS : false),
  });
}

export function usePlan(id: number | null) {
  return useQuery({
    queryKey: planKeys.one(id ?? 0),
    queryFn: async () => (await api.get<Plan>(`/api/plans/${id}`)).object,
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (writing(query.state.data) ? PLAN_POLL_MS : false),
  });
}

/**
 * Runs a change to a plan: the plan it answers is shown at once, every post query (the calendar, the plans)
 * reads again, and a refusal is said in a toast. Resolves to the plan, or null when the change was refused.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return async (change: () => Promise<{ object: Plan; message?: string }>, failure: string, { quiet = false } = {}): Promise<Plan | null> => {
    try {
      const { object, message } = await change();
      queryClient.setQueryData(planKeys.one(object.id), object);
      if (!quiet && message) toast.success(message);
      return object;
    } catch (error) {
      // The client already said what no credits or no subscription mean.
      if (!(error instanceof ApiClientError && (error.code === "NO_ACTIVE_SUBSCRIPTION" || error.code === "INSUFFICIENT_CREDIT_AMOUNT")))
        toast.error(refusalMessage(error) ?? failure);
      return null;
    } finally {
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    }
  };
}
