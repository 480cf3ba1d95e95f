"use client";
// The Insights page's charts as Recharts draws them, loaded once a chart nears the screen (insights-charts.tsx). Each
// fills the box it is given, hidden from screen readers (its figures' table is what they read), with nothing in it to
// focus. Colours are the theme's, so both themes keep their contrast.
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" } as const;
const TOOLTIP = {
  contentStyle: { background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, color: "var(--popover-foreground)", fontSize: 13 },
  cursor: { fill: "var(--muted)" },
} as const;

export type SeriesDay = { label: string; reach: number; engagement: number };
export type PerPostRow = { name: string; perPost: number };

export default function DrawnChart(props: { series: SeriesDay[] } | { rows: PerPostRow[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {"series" in props ? <SeriesLines series={props.series} /> : <PerPostBars rows={props.rows} />}
    </ResponsiveContainer>
  );
}

function SeriesLines({ series }: { series: SeriesDay[] }) {
  return (
    <LineChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
      <CartesianGrid stroke="var(--border)" vertical={false} />
      <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={24} />
      <YAxis yAxisId="reach" tick={AXIS} tickLine={false} axisLine={false} width={48} allowDecimals={false} />
      <YAxis yAxisId="engagement" orientation="right" tick={AXIS} tickLine={false} axisLine={false} width={40} allowDecimals={false} />
      <Tooltip {...TOOLTIP} />
      <Line yAxisId="reach" type="monotone" dataKey="reach" name="Reach" stroke="var(--primary)" strokeWidth={2} dot={false} isAnimationActive={false} />
      <Line
        yAxisId="engagement"
        type="monotone"
        dataKey="engagement"
        name="Engagement"
        stroke="var(--coral)"
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}

function PerPostBars({ rows }: { rows: PerPostRow[] }) {
  return (
    <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
      <CartesianGrid stroke="var(--border)" horizontal={false} />
      <XAxis type="number" tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} />
      <YAxis type="category" dataKey="name" tick={AXIS} tickLine={false} axisLine={false} width={120} />
      <Tooltip {...TOOLTIP} />
      <Bar dataKey="perPost" name="Engagement a post" fill="var(--primary)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
    </BarChart>
  );
}
