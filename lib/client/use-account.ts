"use client";
// The signed-in account (GET /api/account): address, sign-in methods and open sessions.
import { useQuery } from "@tanstack/react-query";
import type { AccountOverview } from "@/lib/auth/schemas";
import { api } from "./api";

export const ACCOUNT_KEY = ["account"] as const;

export function useAccount() {
  return useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: async () => (await api.get<AccountOverview>("/api/account")).object,
    refetchOnMount: "always",
    staleTime: 0,
  });
}
