"use client";
// 'Select a Facebook Page' (PRODUCT-SPEC §2): choose the page Postloom posts to, then authorize it.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api } from "@/lib/client/api";
import { pageSelectionSchema } from "@/lib/social/schemas";
import type { FacebookPageChoice } from "./use-facebook-connect";

const NOT_FINISHED = "Facebook connection not finished";

export function FacebookPageDialog({ pages, onClose, onAuthorized }: { pages: FacebookPageChoice[] | null; onClose: () => void; onAuthorized: () => void }) {
  const form = useForm({ resolver: zodResolver(pageSelectionSchema), defaultValues: { pageId: "" } });
  const submitting = form.formState.isSubmitting;

  async function authorize({ pageId }: { pageId: string }) {
    try {
      const reply = await api.post<{ pageName: string }>("/api/social/authorize", {}, { pageID: pageId });
      // Only now is anything connected.
      toast.success("Facebook account connected successfully", { description: `Postloom posts to ${reply.object.pageName}.` });
      form.reset();
      onAuthorized();
    } catch {
      toast.error("Failed to authorize page");
    }
  }

  /** Closed without choosing a page: nothing was connected, and the owner is told so. */
  function close() {
    if (submitting) return;
    form.reset();
    toast(NOT_FINISHED, { description: "No page was chosen, so Facebook isn't connected. Connect again to choose one." });
    onClose();
  }

  return (
    <Dialog open={pages !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Select a Facebook Page</DialogTitle>
          <DialogDescription>Choose the page Postloom should post to. You can change it later by connecting again.</DialogDescription>
        </DialogHeader>
        {pages?.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            We couldn&apos;t find any Facebook pages you manage. Create a page on Facebook, or give Postloom access to one, then connect again.
          </p>
        ) : (
          <Form {...form}>
            <form id="facebook-page-form" onSubmit={form.handleSubmit(authorize)} className="space-y-4" noValidate>
              <FormField
                control={form.control}
                name="pageId"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Page</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange} disabled={submitting}>
                      <FormControl>
                        <SelectTrigger className="w-full data-[size=default]:h-11">
                          <SelectValue placeholder="Select a page" />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {pages?.map((page) => (
                          <SelectItem key={page.id} value={page.id}>
                            {page.name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </form>
          </Form>
        )}
        <DialogFooter>
          {pages?.length === 0 ? (
            <Button variant="outline" className="h-11" onClick={close}>
              Close
            </Button>
          ) : (
            <Button type="submit" form="facebook-page-form" className="h-11" disabled={submitting}>
              {submitting ? "Connecting..." : "Connect Page"}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
