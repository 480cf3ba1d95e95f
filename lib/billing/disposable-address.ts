// Addresses at disposable-mail domains get an account but no free trial: throwaway mailboxes are what trial
// farming runs on. The list is the mailchecker package's, maintained upstream and updated with its releases; a
// subdomain of a listed domain counts as listed, as mailchecker's own check has it.
import "server-only";

export async function isDisposableAddress(email: string): Promise<boolean> {
  // Loaded on first use: the list is large, and only a confirmation needs it.
  const listed = (await import("mailchecker")).blacklist();
  const labels = email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
    .split(".");
  // The domain and each parent of it with two labels or more.
  for (let i = 0; i < labels.length - 1; i++) if (listed.has(labels.slice(i).join("."))) return true;
  return false;
}
