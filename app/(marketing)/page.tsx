import type { Metadata } from "next";
import Link from "next/link";
import { HeroPostMock } from "./_components/hero-post-mock";
import { CONTAINER, LATER_SECTION, SECTION, SectionIntro } from "./_components/section";
import { Benefits, HowItWorks, Problem, Stats, Testimonials } from "./_components/story-sections";
import { ArrowRightIcon } from "@/components/marketing/icons";
import { PricingCards } from "@/components/marketing/pricing-cards";
import { planCredits } from "@/lib/billing/plan-credits";
import { lowestPrice } from "@/lib/billing/plans";
import type { Format } from "@/lib/format";
import { requestFormat } from "@/lib/http/request-format";
import { buttonVariants } from "@/components/ui/button";
import { HydrateApart } from "@/components/hydrate-apart";
import { auth } from "@/lib/auth";
import { cn } from "@/lib/utils";

export const metadata: Metadata = {
  title: "AI social media posts for small businesses",
  description:
    "Describe your business once. Postloom writes your social media posts, text and picture, ready to check, edit and publish to your Facebook Page now or later.",
};

// The landing page is server-rendered only: no client components of its own (performance budget).
export default async function LandingPage() {
  const signedIn = Boolean((await auth())?.user);
  const format = await requestFormat();
  // Each section after the hero hydrates apart, in a separate, interruptible pass after the first screen
  // instead of in one long task (docs/decisions/0002), and is drawn in place in the server's first answer.
  return (
    <>
      <Hero format={format} />
      <HydrateApart>
        <Stats />
      </HydrateApart>
      <HydrateApart>
        <Problem />
      </HydrateApart>
      <HydrateApart>
        <HowItWorks />
      </HydrateApart>
      <HydrateApart>
        <Benefits />
      </HydrateApart>
      <HydrateApart>
        <Testimonials />
      </HydrateApart>
      <HydrateApart>
        <Pricing signedIn={signedIn} format={format} />
      </HydrateApart>
      <HydrateApart>
        <CallToAction />
      </HydrateApart>
    </>
  );
}

function Hero({ format }: { format: Format }) {
  return (
    <section aria-labelledby="hero-title" className={cn(SECTION, "relative overflow-hidden")}>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[linear-gradient(to_bottom,color-mix(in_oklab,var(--color-accent)_70%,transparent),transparent)]"
      />
      <div className={cn(CONTAINER, "grid items-center gap-14 pt-14 pb-20 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:pt-24 lg:pb-28")}>
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground shadow-xs">
            <span aria-hidden="true" className="size-2 rounded-full bg-coral" />
            The social media studio for small businesses
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Posts that sound like your shop. <span className="text-primary">Written in a minute.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-muted-foreground">
            Tell Postloom about your business once. It writes your Facebook posts, words and picture, so you can check them, change what you like, and publish
            now or later.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Link href="/post-generator" className={cn(buttonVariants({ size: "lg" }), "px-6 text-base")}>
              Start Creating Now
              <ArrowRightIcon />
            </Link>
            <a href="#how-it-works" className={cn(buttonVariants({ variant: "outline", size: "lg" }), "px-6 text-base")}>
              Learn More
            </a>
          </div>
          <p className="mt-5 text-sm text-muted-foreground">
            Plans from <span className="font-mono">{lowestPrice(format)}</span> a month. Cancel any time.
          </p>
        </div>
        <HeroPostMock />
      </div>
    </section>
  );
}

function Pricing({ signedIn, format }: { signedIn: boolean; format: Format }) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className={cn(LATER_SECTION, "py-20 sm:py-28")}>
      <div className={CONTAINER}>
        <SectionIntro id="pricing-title" eyebrow="Pricing" title="Simple monthly plans." className="mx-auto text-center">
          Introductory prices on both plans. Pay monthly, change plan or cancel whenever you like.
        </SectionIntro>
        <PricingCards signedIn={signedIn} credits={planCredits(format)} format={format} className="mt-14" />
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section id="cta" aria-labelledby="cta-title" className={cn(LATER_SECTION, "pb-20 sm:pb-28")}>
      <div className={cn(CONTAINER, "relative overflow-hidden rounded-xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12 sm:py-20")}>
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[repeating-linear-gradient(90deg,currentColor_0_1px,transparent_1px_28px),repeating-linear-gradient(0deg,currentColor_0_1px,transparent_1px_28px)] opacity-[0.07]"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Your next week of posts, ready before lunch.
          </h2>
          <p className="mt-4 text-lg leading-8 text-pretty opacity-90">Describe your business, write your first post and see it on your page today.</p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              href="/subscription"
              className={cn(buttonVariants({ size: "lg" }), "bg-primary-foreground px-6 text-base text-primary hover:bg-primary-foreground/90")}
            >
              Start Your Free Trial
            </Link>
            <Link
              href="/post-generator"
              className={cn(
                buttonVariants({ variant: "outline", size: "lg" }),
                "border-primary-foreground/40 bg-transparent px-6 text-base text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground dark:border-primary-foreground/40 dark:bg-transparent dark:hover:bg-primary-foreground/10",
              )}
            >
              Try Demo
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
