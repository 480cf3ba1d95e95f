import { CalendarIcon, GlobeIcon, MessageIcon, MoreIcon, ShareIcon, SparklesIcon, ThumbsUpIcon } from "@/components/marketing/icons";

// The hero's picture of the product at work: a Facebook-style preview of a post Postloom wrote,
// drawn in HTML and SVG. Nothing in it is interactive.
export function HeroPostMock() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:mx-0 lg:ml-auto">
      <figcaption className="sr-only">An example post Postloom wrote for a bakery, shown the way it will look on its Facebook Page.</figcaption>

      {/* The loom: warp threads behind the card. */}
      <div
        aria-hidden="true"
        className="absolute -inset-x-6 -inset-y-8 -z-10 rounded-[2rem] bg-[repeating-linear-gradient(90deg,var(--color-border)_0_1px,transparent_1px_22px)] [mask-image:radial-gradient(closest-side,black,transparent)] sm:-inset-x-10"
      />
      {/* The coral glow: a gradient, not a blurred circle, which costs a phone far more to paint. */}
      <div
        aria-hidden="true"
        className="absolute -top-10 -right-8 -z-10 size-56 bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-coral)_25%,transparent),color-mix(in_oklab,var(--color-coral)_10%,transparent)_50%,transparent)] sm:size-72"
      />

      <div className="rounded-xl border bg-card text-card-foreground shadow-lg shadow-primary/10">
        <div className="flex items-center gap-3 px-4 pt-4">
          <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-coral text-sm font-semibold text-coral-foreground">
            HC
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">Hart &amp; Crumb Bakery</p>
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              Just now <span aria-hidden="true">·</span> <GlobeIcon className="size-3" />
              <span className="sr-only">Public</span>
            </p>
          </div>
          <MoreIcon className="size-5 text-muted-foreground" />
        </div>

        <p className="px-4 pt-3 pb-3 text-sm leading-6">
          Our cinnamon knots are back for autumn! Soft, buttery and still warm at 8 am. Last Saturday they were gone by ten, so pop in early, or give us a call
          and we&rsquo;ll keep a few aside for you. <span className="font-medium text-primary">#ShopLocal #FreshBaked #CinnamonSeason</span>
        </p>

        <BakeryScene />

        <div className="flex items-center justify-between px-4 py-2.5 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="flex -space-x-1">
              <span className="grid size-4.5 place-items-center rounded-full bg-primary ring-2 ring-card">
                <ThumbsUpIcon className="size-2.5 text-primary-foreground" strokeWidth={3} />
              </span>
              <span className="size-4.5 rounded-full bg-coral ring-2 ring-card" />
            </span>
            <span className="font-mono">48</span>
            <span className="sr-only">reactions</span>
          </span>
          <span>
            <span className="font-mono">12</span> comments · <span className="font-mono">5</span> shares
          </span>
        </div>

        <div aria-hidden="true" className="mx-4 grid grid-cols-3 border-t py-1 text-sm font-medium text-muted-foreground">
          <span className="flex items-center justify-center gap-2 py-2">
            <ThumbsUpIcon /> Like
          </span>
          <span className="flex items-center justify-center gap-2 py-2">
            <MessageIcon /> Comment
          </span>
          <span className="flex items-center justify-center gap-2 py-2">
            <ShareIcon /> Share
          </span>
        </div>
      </div>

      {/* What Postloom did, pinned to the card. Decorative: the caption above says it. */}
      <div
        aria-hidden="true"
        className="absolute bottom-36 -left-3 hidden items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-xs font-medium shadow-md sm:flex lg:-left-12"
      >
        <SparklesIcon className="size-3.5 text-primary" />
        Written in your voice
      </div>
      <div
        aria-hidden="true"
        className="absolute -right-2 -bottom-5 flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-xs font-medium shadow-md sm:-right-6"
      >
        <span className="size-2 rounded-full bg-coral" />
        <CalendarIcon className="size-3.5 text-muted-foreground" />
        Scheduled · Sat <span className="font-mono">8:00</span>
      </div>
    </figure>
  );
}

// A 16:9 illustration: a tray of cinnamon knots on a bakery counter, morning light behind.
function BakeryScene() {
  const knots = [
    { x: 104, y: 118 },
    { x: 152, y: 112 },
    { x: 200, y: 118 },
    { x: 128, y: 136 },
    { x: 176, y: 136 },
  ];
  return (
    <svg viewBox="0 0 320 180" role="img" aria-label="Illustration: a tray of cinnamon knots on a bakery counter" className="block aspect-video w-full">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe3d3" />
          <stop offset="1" stopColor="#f8b99e" />
        </linearGradient>
        <linearGradient id="hero-counter" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8b5a3c" />
          <stop offset="1" stopColor="#6b4129" />
        </linearGradient>
        <radialGradient id="hero-knot" cx="0.4" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#f2c27d" />
          <stop offset="1" stopColor="#c7803f" />
        </radialGradient>
      </defs>
      <rect width="320" height="180" fill="url(#hero-sky)" />
      {/* window with morning sun */}
      <circle cx="252" cy="46" r="26" fill="#fff3e6" opacity="0.9" />
      <g stroke="#f5a383" strokeWidth="3" opacity="0.55">
        <path d="M226 12v72M278 12v72M210 46h84" />
      </g>
      {/* shelf with jars */}
      <rect x="18" y="62" width="120" height="5" rx="2" fill="#c98a66" />
      <rect x="28" y="38" width="18" height="24" rx="4" fill="#fbe0cf" stroke="#e79f80" strokeWidth="2" />
      <rect x="52" y="30" width="22" height="32" rx="4" fill="#fbe0cf" stroke="#e79f80" strokeWidth="2" />
      <rect x="80" y="42" width="16" height="20" rx="4" fill="#fbe0cf" stroke="#e79f80" strokeWidth="2" />
      <path d="M104 62c0-14 6-22 14-22s14 8 14 22z" fill="#e9a57f" />
      {/* chalkboard */}
      <rect x="236" y="96" width="58" height="40" rx="4" fill="#3b3f52" stroke="#8b5a3c" strokeWidth="3" />
      <path d="M246 108h36M246 116h26M246 124h32" stroke="#f4efe9" strokeWidth="2.5" strokeLinecap="round" opacity="0.85" />
      {/* counter */}
      <rect y="142" width="320" height="38" fill="url(#hero-counter)" />
      <rect y="142" width="320" height="4" fill="#a26d4b" />
      {/* tray */}
      <ellipse cx="152" cy="146" rx="92" ry="12" fill="#5a3522" opacity="0.35" />
      <rect x="66" y="128" width="172" height="16" rx="8" fill="#e8e2dc" />
      {/* cinnamon knots */}
      {knots.map((k) => (
        <g key={`${k.x}-${k.y}`} transform={`translate(${k.x} ${k.y})`}>
          <ellipse cx="0" cy="0" rx="22" ry="15" fill="url(#hero-knot)" />
          <path d="M-12 2c2-9 16-11 20-3s-6 13-12 8 0-12 8-9" fill="none" stroke="#8a4d22" strokeWidth="2.5" strokeLinecap="round" />
          <path d="M-8 -9c4-3 10-3 14 0" stroke="#fff6e8" strokeWidth="2" strokeLinecap="round" opacity="0.8" />
        </g>
      ))}
      {/* steam */}
      <g fill="none" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" opacity="0.8">
        <path d="M130 92c-6-6 6-10 0-16s6-10 0-16" />
        <path d="M152 86c-6-6 6-10 0-16s6-10 0-16" />
        <path d="M174 92c-6-6 6-10 0-16s6-10 0-16" />
      </g>
    </svg>
  );
}
