"use client";
// Feedback (docs/product.md §2, §5): one message, at least 10 characters.
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { FEEDBACK_MAX } from "@/lib/feedback/feedback-fields";

const feedbackResolver = lazyZodResolver(() => import("@/lib/feedback/schemas").then((module) => module.feedbackSchema));

export function FeedbackForm() {
  const form = useForm({ resolver: feedbackResolver, defaultValues: { content: "" } });
  const [sent, setSent] = useState(false);
  const sending = form.formState.isSubmitting;

  async function onSubmit(values: { content: string }) {
    try {
      await api.post("/api/feedback", values);
      toast.success("Thank you! Your feedback has been sent.");
      form.reset({ content: "" });
      setSent(true);
    } catch {
      toast.error("Failed to submit feedback. Please try again later.");
    }
  }

  return (
    <Card className="max-w-2xl">
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} {...feedbackResolver.preloadOn} className="space-y-4" noValidate>
            <FormField
              control={form.control}
              name="content"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Message</FormLabel>
                  <FormControl>
                    <Textarea
                      rows={7}
                      maxLength={FEEDBACK_MAX}
                      placeholder="What happened, what did you expect, and on which screen?"
                      {...field}
                      onChange={(e) => {
                        setSent(false);
                        field.onChange(e);
                      }}
                    />
                  </FormControl>
                  <FormDescription>Please be as specific as possible. It helps us fix things faster.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={sending} aria-busy={sending}>
                {sending && <Spinner className="size-4" label="Sending" />}
                Submit Feedback
              </Button>
              {sent && (
                <p role="status" className="inline-flex items-center gap-1.5 text-sm text-success">
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                  Sent. Thank you for helping us improve Postloom.
                </p>
              )}
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
