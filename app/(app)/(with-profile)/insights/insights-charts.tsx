"use client";
// The Insights page's charts: each a box of its final size, hidden from screen readers (its figures' table below is
// what they read), in which the chart is drawn once the box nears the screen. Recharts is then loaded with the first
// chart in view, so a phone that opens the page on its cards runs none of it until the owner scrolls.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { PerPostRow, SeriesDay } from "./drawn-charts";

const DrawnChart = lazy(() => import("./drawn-charts"));

/** How far below the screen a chart starts to be drawn: as it comes into view. */
const AHEAD = "0px";

function ChartBox({ height, children }: { height: number; children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const watcher = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        watcher.disconnect();
      },
      { rootMargin: AHEAD },
    );
    watcher.observe(element);
    return () => watcher.disconnect();
  }, []);
  return (
    <div ref={box} aria-hidden="true" className="w-full min-w-0" style={{ height }}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}

export function SeriesChart({ series }: { series: SeriesDay[] }) {
  return (
    <ChartBox height={256}>
      <DrawnChart series={series} />
    </ChartBox>
  );
}

function PerPostChart({ rows }: { rows: PerPostRow[] }) {
  return (
    <ChartBox height={Math.max(120, rows.length * 44 + 24)}>
      <DrawnChart rows={rows} />
    </ChartBox>
  );
}

export const KindChart = PerPostChart;
export const ChannelChart = PerPostChart;
