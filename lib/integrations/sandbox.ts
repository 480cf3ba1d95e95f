// Whether a sandbox (a local simulation of an outside service) may run. Sandboxes exist for local runs
// and tests; on a deployment every one of them answers 404, whatever the settings, because some grant
// value (a paid plan, a verification link). Every sandbox page, route and action asks here first.
import "server-only";
import { notFound } from "next/navigation";
import { env } from "@/lib/env";

export type SandboxedService = "billing" | "facebook" | "linkedin" | "googleBusiness" | "mail";

export function isSandboxOpen(service: SandboxedService): boolean {
  return !env.isDeployment && env.modes[service] === "sandbox";
}

/** 404 (next/navigation's notFound) unless the service's sandbox may run here. */
export function requireSandbox(service: SandboxedService): void {
  if (!isSandboxOpen(service)) notFound();
}

/** A text field of a sandbox form action; "" when the argument is not form data at all. */
export function formText(formData: unknown, name: string): string {
  const value = formData instanceof FormData ? formData.get(name) : null;
  return typeof value === "string" ? value : "";
}
