// The sandbox Facebook's two sample pages (every sandbox user manages both).
import "server-only";

export const SANDBOX_PAGES = [
  { id: "sandbox-bakery", name: "Maple Street Bakery" },
  { id: "sandbox-bikes", name: "Harbor Bike Repair" },
] as const;
