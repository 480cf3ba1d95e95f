// The landing page's story, between the hero and the pricing: the figures, the problem, how it works, the
// benefits and what owners say. Server components only, like the page.
import { ClockIcon, CoinsIcon, ImageIcon, LanguagesIcon, ShieldCheckIcon, StoreIcon } from "@/components/marketing/icons";
import { cn } from "@/lib/utils";
import { CONTAINER, LATER_SECTION, SectionIntro } from "./section";

const STATS = [
  { figure: "1M+", label: "posts generated" },
  { figure: "300%", label: "more engagement" },
  { figure: "10hrs/week", label: "saved on social media" },
  { figure: "10K+", label: "active users" },
];

export function Stats() {
  return (
    <section id="stats" aria-labelledby="stats-title" className={cn(LATER_SECTION, "border-y bg-card")}>
      <h2 id="stats-title" className="sr-only">
        Postloom in numbers
      </h2>
      <ul className={cn(CONTAINER, "grid grid-cols-2 md:grid-cols-4")}>
        {STATS.map((stat, i) => (
          <li
            key={stat.figure}
            className={cn(
              "flex flex-col gap-1 py-8 sm:py-10 md:px-5 lg:px-8",
              i % 2 === 0 ? "pr-4" : "border-l pl-4 sm:pl-6",
              i >= 2 && "border-t md:border-t-0",
              i > 0 && "md:border-l",
              i === 0 && "md:pl-0 lg:pl-0",
            )}
          >
            <span className="font-mono text-2xl font-semibold tracking-tight sm:text-4xl md:text-2xl lg:text-4xl">{stat.figure}</span>
            <span className="text-sm text-muted-foreground">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const PROBLEMS = [
  {
    title: "The blank box at 9 pm",
    body: "You know your shop inside out. Turning that into a fresh post, every few days, after closing time, is another matter.",
  },
  {
    title: "The week that slips by",
    body: "Customers, stock, suppliers, staff. Social media drops to the bottom of the list, and your page goes quiet for a fortnight.",
  },
  {
    title: "Words that aren't yours",
    body: "Templates and generic tools make a family bakery sound like a bank. Your regulars notice, and so does everyone else.",
  },
];

export function Problem() {
  return (
    <section id="problem" aria-labelledby="problem-title" className={cn(LATER_SECTION, "py-20 sm:py-28")}>
      <div className={CONTAINER}>
        <SectionIntro id="problem-title" eyebrow="The problem" title="Posting regularly is a second job.">
          Your customers look for you online, and a page that stays busy brings them through the door. But nobody opened a shop to spend evenings writing
          captions.
        </SectionIntro>
        <ul className="mt-12 grid gap-4 md:grid-cols-3 md:gap-6">
          {PROBLEMS.map((problem, i) => (
            <li key={problem.title} className="rounded-lg border bg-card p-6">
              <span aria-hidden="true" className="font-mono text-sm text-muted-foreground">
                0{i + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold tracking-tight">{problem.title}</h3>
              <p className="mt-2 leading-7 text-muted-foreground">{problem.body}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 max-w-2xl text-lg leading-8">
          Postloom takes the writing off your hands <span className="text-muted-foreground">and keeps your voice.</span>
        </p>
      </div>
    </section>
  );
}

const STEPS = [
  {
    title: "Describe your brand",
    body: "Your name, what you sell, who your customers are and what they worry about. You do this once.",
  },
  {
    title: "Generate",
    body: "Say what the post is about. Pick a tone and a length, and add hashtags or a picture if you like.",
  },
  {
    title: "Preview & edit",
    body: "See the post exactly as it will look on Facebook. Change any word until it sounds right.",
  },
  {
    title: "Publish or schedule",
    body: "Post to your Facebook Page now, pick a time for later, or mark it as published yourself.",
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className={cn(LATER_SECTION, "border-y bg-muted/50 py-20 sm:py-28")}>
      <div className={CONTAINER}>
        <SectionIntro id="how-it-works-title" eyebrow="How it works" title="From an idea to a finished post in four steps.">
          No marketing words to learn. If you can describe your shop to a new customer, you can use Postloom.
        </SectionIntro>
        <div className="relative mt-14">
          {/* The weft: one thread running through all four steps. */}
          <div aria-hidden="true" className="absolute top-6 right-12 left-12 hidden h-0.5 bg-border lg:block" />
          <ol className="relative grid gap-10 md:grid-cols-2 lg:grid-cols-4 lg:gap-8">
            {STEPS.map((step, i) => (
              <li key={step.title} className="relative flex gap-5 md:block">
                {i < STEPS.length - 1 ? <span aria-hidden="true" className="absolute top-12 -bottom-10 left-[23px] w-0.5 bg-border md:hidden" /> : null}
                <span
                  aria-hidden="true"
                  className="relative grid size-12 shrink-0 place-items-center rounded-full border-2 border-primary bg-background font-mono text-base font-semibold text-primary"
                >
                  {i + 1}
                </span>
                <div className="pt-2.5 md:pt-0">
                  <h3 className="text-lg font-semibold tracking-tight md:mt-5">{step.title}</h3>
                  <p className="mt-2 leading-7 text-muted-foreground">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

const BENEFITS = [
  {
    title: "It sounds like you",
    body: "Every post starts from your brand profile. You choose how much of your story goes into each one.",
    icon: StoreIcon,
  },
  {
    title: "Hours back every week",
    body: "A week of posts takes a coffee break, not an evening. Spend the time on your customers instead.",
    icon: ClockIcon,
  },
  {
    title: "A picture with every post",
    body: "Ask for an image and Postloom draws one to match the post, ready in the same preview.",
    icon: ImageIcon,
  },
  {
    title: "Nothing goes out by surprise",
    body: "You confirm every post, then publish it now or set a time. Scheduled posts go out even on your busiest day.",
    icon: ShieldCheckIcon,
  },
  {
    title: "Write in seven languages",
    body: "English, Spanish, French, German, Hungarian, Portuguese or Italian, for every customer you serve.",
    icon: LanguagesIcon,
  },
  {
    title: "Clear credits, no surprises",
    body: "Your plan comes with monthly credits, and each post shows what it cost. Your balance never goes below zero.",
    icon: CoinsIcon,
  },
];

export function Benefits() {
  return (
    <section id="benefits" aria-labelledby="benefits-title" className={cn(LATER_SECTION, "py-20 sm:py-28")}>
      <div className={cn(CONTAINER, "grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:gap-16")}>
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionIntro id="benefits-title" eyebrow="Benefits" title="Why shop owners keep using Postloom.">
            Less time at the keyboard, more posts your customers actually read.
          </SectionIntro>
        </div>
        <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
                <benefit.icon className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold tracking-tight">{benefit.title}</h3>
                <p className="mt-1.5 leading-7 text-muted-foreground">{benefit.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const TESTIMONIALS = [
  {
    name: "Amelia Hart",
    role: "Owner",
    company: "Hart & Crumb Bakery",
    image: "/testimonials/amelia-hart.svg",
    content:
      "I used to post when I remembered, which was hardly ever. Now I plan the whole week on Sunday night in twenty minutes, and people come in asking for the bake they saw on Facebook.",
  },
  {
    name: "Daniel Okafor",
    role: "Founder",
    company: "Northside Cycles",
    image: "/testimonials/daniel-okafor.svg",
    content:
      "I fix bikes, I don't write adverts. Postloom knows our workshop and our regulars, so the posts sound like me on a good day. Service bookings went up the first month.",
  },
  {
    name: "Priya Raman",
    role: "Marketing Lead",
    company: "Fernhill Florist",
    image: "/testimonials/priya-raman.svg",
    content:
      "Weddings, funerals, Mother's Day: every post needs a different tone. I pick one, read it through, tweak a line and schedule it. Our page has never been this lively.",
  },
];

export function Testimonials() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className={cn(LATER_SECTION, "border-y bg-muted/50 py-20 sm:py-28")}>
      <div className={CONTAINER}>
        <SectionIntro id="testimonials-title" eyebrow="Customer stories" title="Small businesses, busier pages." />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-lg border bg-card p-6 sm:p-7">
                <svg aria-hidden="true" viewBox="0 0 32 24" className="h-6 w-8 fill-coral">
                  <path d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h5v12zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h5v12z" />
                </svg>
                <blockquote className="mt-4 flex-1 leading-7">
                  <p>{t.content}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4 border-t pt-6">
                  {/* Plain img: next/image is a client component, and these SVGs need no optimising. */}
                  <img
                    src={t.image}
                    alt={`Illustrated portrait of ${t.name}`}
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="size-14 rounded-full bg-muted"
                  />
                  <div className="text-sm">
                    <p className="font-semibold">{t.name}</p>
                    <p className="text-muted-foreground">
                      {t.role}, {t.company}
                    </p>
                  </div>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
