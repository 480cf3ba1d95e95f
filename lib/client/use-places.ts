"use client";
// The countries whose public holidays Postloom knows, the regions of one, and the country a time zone suggests
// (GET /api/places), for the brand profile's place fields. They never change while the app runs.
import { useQuery } from "@tanstack/react-query";
import type { PlacesReply } from "@/lib/business/profile-fields";
import { api } from "./api";

export function usePlaces(country: string | null | undefined, timeZone: string | undefined) {
  return useQuery({
    queryKey: ["places", country ?? "", timeZone ?? ""],
    queryFn: async () => (await api.get<PlacesReply>("/api/places", { ...(country && { country }), ...(timeZone && { timeZone }) })).object,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
}
