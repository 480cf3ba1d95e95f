"use client";
// A form's submit button that shows it is working while the form's server action runs.
import { useFormStatus } from "react-dom";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

export function SubmitButton({ children, pendingLabel, ...props }: React.ComponentProps<typeof Button> & { pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? (
        <>
          <Spinner label={pendingLabel} />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
