// What the landing page's sections share: their padding, the container, and the eyebrow-title-text opening.
import { cn } from "@/lib/utils";

export const SECTION = "scroll-mt-20 px-4 sm:px-6";
/** Every section after the hero starts below the fold on a phone: rendered when it comes near the viewport. */
export const LATER_SECTION = `${SECTION} below-fold`;
export const CONTAINER = "mx-auto max-w-6xl";

export function SectionIntro({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("max-w-2xl", className)}>
      <p className="font-mono text-xs font-medium tracking-widest text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-8 text-pretty text-muted-foreground">{children}</p> : null}
    </div>
  );
}
