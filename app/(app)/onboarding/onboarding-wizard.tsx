"use client";
// docs/product.md §2 Onboarding: the brand profile in 4 steps. Each step validates its own fields before
// moving on; the answers survive a reload (onboarding-draft.ts); the last step creates the profile.
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "sonner";
import { applyActionErrors } from "@/components/business/apply-action-errors";
import {
  BrandNameField,
  businessProfileResolver,
  IndustryField,
  PlaceFields,
  ProfileTextField,
  TimeZoneField,
} from "@/components/business/business-profile-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { EMPTY_BUSINESS_PROFILE } from "@/lib/business/profile-fields";
import type { BusinessProfileFormValues, BusinessProfileInput } from "@/lib/business/schemas";
import { callAction } from "@/lib/client/call-action";
import { useBrandProfileRefresh } from "@/lib/client/use-brand-profile";
import { completeOnboardingAction } from "./actions";
import { clearOnboardingDraft, readOnboardingDraft, saveOnboardingDraft } from "./onboarding-draft";

type FieldName = keyof BusinessProfileFormValues;

const STEPS: { title: string; description: string; fields: FieldName[]; body: React.ReactNode }[] = [
  {
    title: "Brand Identity",
    description: "Tell us your brand's name, the field you work in, and where you are.",
    fields: ["businessName", "industry", "timeZone", "country", "region"],
    body: (
      <>
        <BrandNameField />
        <IndustryField />
        <TimeZoneField />
        <PlaceFields prefill />
      </>
    ),
  },
  {
    title: "Brand Story",
    description: "What you do, and what makes you different from everyone else.",
    fields: ["description"],
    body: <ProfileTextField name="description" />,
  },
  {
    title: "Target Audience",
    description: "The people you want your posts to reach.",
    fields: ["targetAudience"],
    body: <ProfileTextField name="targetAudience" hideLabel />,
  },
  {
    title: "Pain Points",
    description: "The problems your customers want solved, and how you help.",
    fields: ["painPoints"],
    body: <ProfileTextField name="painPoints" hideLabel />,
  },
];

const LAST = STEPS.length - 1;

const stepOf = (field: FieldName) => STEPS.findIndex((s) => s.fields.includes(field));

export function OnboardingWizard() {
  const router = useRouter();
  const refresh = useBrandProfileRefresh();
  const [step, setStep] = useState(0);
  const [restored, setRestored] = useState(false);
  const [finished, setFinished] = useState(false);
  const [pending, startTransition] = useTransition();
  const moved = useRef(false);
  const form = useForm<BusinessProfileFormValues, unknown, BusinessProfileInput>({
    resolver: businessProfileResolver,
    defaultValues: EMPTY_BUSINESS_PROFILE,
  });
  const { reset, watch, getValues, setFocus } = form;
  const busy = pending || finished;

  // The draft lives in sessionStorage, which the server render cannot see: restore it after mounting.
  useEffect(() => {
    const draft = readOnboardingDraft(STEPS.length);
    if (draft) {
      reset({ ...EMPTY_BUSINESS_PROFILE, ...draft.values });
      setStep(draft.step);
    }
    setRestored(true);
  }, [reset]);

  useEffect(() => {
    if (!restored || finished) return;
    saveOnboardingDraft({ step, values: getValues() });
    const subscription = watch((values) => saveOnboardingDraft({ step, values }));
    return () => subscription.unsubscribe();
  }, [restored, finished, step, watch, getValues]);

  // After Next or Back (not on arrival), put the keyboard on the new step's first field.
  useEffect(() => {
    if (moved.current) setFocus(STEPS[step]!.fields[0]!);
  }, [step, setFocus]);

  function goTo(next: number) {
    moved.current = true;
    setStep(next);
  }

  async function next() {
    if (await form.trigger(STEPS[step]!.fields, { shouldFocus: true })) goTo(step + 1);
  }

  function showFirstInvalidStep(errors: FieldErrors<BusinessProfileFormValues>) {
    const first = STEPS.findIndex((s) => s.fields.some((field) => errors[field]));
    if (first >= 0 && first !== step) goTo(first);
  }

  const create = form.handleSubmit(
    (values) =>
      startTransition(async () => {
        const result = await callAction(() => completeOnboardingAction(values));
        if (!result.ok) {
          if (result.code === "CONFLICT") {
            // Finished in another tab already: there is nothing left to set up here.
            clearOnboardingDraft();
            setFinished(true);
            toast.info(result.message);
            router.push("/business-profile");
            return;
          }
          const faulty = applyActionErrors(form, result);
          if (faulty && stepOf(faulty) !== step) goTo(stepOf(faulty));
          toast.error("Failed to create brand profile. Please try again.");
          return;
        }
        setFinished(true);
        clearOnboardingDraft();
        toast.success("Brand profile created successfully!");
        await refresh.created(result.object);
        router.push("/dashboard?welcome");
      }),
    showFirstInvalidStep,
  );

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (step === LAST) return create(event);
    // Enter in a field means Next until the last step.
    event.preventDefault();
    void next();
  }

  if (!restored) {
    return (
      <div aria-hidden="true" className="space-y-4">
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-80 w-full rounded-lg" />
      </div>
    );
  }

  const current = STEPS[step]!;
  const percent = Math.round(((step + 1) / STEPS.length) * 100);

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} {...businessProfileResolver.preloadOn} noValidate aria-label="Brand profile setup">
        <div className="mb-4 space-y-2">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium">
              Step {step + 1} of {STEPS.length}
            </span>
            <span className="text-muted-foreground">{percent}% complete</span>
          </div>
          <Progress value={percent} aria-label="Setup progress" aria-valuetext={`${percent}% complete`} />
        </div>
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-none font-semibold">{current.title}</h2>
            <CardDescription>{current.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <fieldset disabled={busy} className="grid min-w-0 gap-5">
              {current.body}
            </fieldset>
          </CardContent>
          <CardFooter className="justify-between gap-3">
            <Button key="back" type="button" size="lg" variant="outline" disabled={step === 0 || busy} onClick={() => goTo(step - 1)}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
            {step < LAST ? (
              <Button key="next" type="submit" size="lg">
                Next
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button key="create" type="submit" size="lg" disabled={busy}>
                {busy ? "Creating Profile..." : "Create Profile"}
              </Button>
            )}
          </CardFooter>
        </Card>
      </form>
    </Form>
  );
}
