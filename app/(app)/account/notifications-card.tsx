"use client";
// Account → Notifications: each kind of email on or off. The bell in the top bar lists every notification
// whatever is set here.
import { toast } from "sonner";
import { LoadFailed } from "@/components/load-failed";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { refusalMessage } from "@/lib/api/client";
import { useEmailPreferences, useSetEmailPreference } from "@/lib/client/use-email-preferences";

export function NotificationsCard() {
  const { data, isPending, isError, refetch } = useEmailPreferences();
  const setPreference = useSetEmailPreference();

  return (
    <Card id="notifications" className="scroll-mt-20">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Notifications
        </CardTitle>
        <CardDescription>Choose what we email you about. Everything also appears under the bell at the top of the page.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-3" aria-busy="true" aria-label="Loading your email settings">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : isError ? (
          <LoadFailed what="your email settings" onRetry={() => void refetch()} />
        ) : (
          <ul className="divide-y" aria-label="Emails">
            {data.emails.map((email) => {
              const id = `email-${email.topic.toLowerCase()}`;
              return (
                <li key={email.topic} className="flex items-center justify-between gap-4 py-3">
                  <label htmlFor={id} className="min-w-0 cursor-pointer">
                    <span className="block font-medium">{email.label}</span>
                    <span className="block text-sm text-muted-foreground">{email.description}</span>
                  </label>
                  <Switch
                    id={id}
                    checked={email.enabled}
                    onCheckedChange={(enabled) =>
                      setPreference.mutate(
                        { topic: email.topic, enabled },
                        {
                          onSuccess: (reply) => toast.success(reply.message),
                          onError: (error) => toast.error(refusalMessage(error) ?? "We couldn't save that. Please try again."),
                        },
                      )
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
