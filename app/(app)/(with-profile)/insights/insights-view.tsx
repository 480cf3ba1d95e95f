// The Insights page's figures (docs/insights.md): the cards against the period before, the charts each with its
// reading in words and its figures as a table, and the posts that did best and least well. Rendered on the server;
// only the charts draw in the browser.
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { channelFacts } from "@/lib/channels/facts";
import { channelReading, comparedText, heatmapReading, hourLabel, kindLabel, kindReading, perPost, seriesReading, weekdayName } from "@/lib/insights/readings";
import type { InsightsReply, RankedPost } from "@/lib/insights/schemas";
import { daysBetween } from "@/lib/time/calendar-day";
import { Heatmap } from "./heatmap";
import { ChannelChart, KindChart, SeriesChart } from "./insights-charts";

const number = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
const label = (channel: string) => channelFacts(channel).label;

export function InsightsView({ insights }: { insights: InsightsReply }) {
  const days = daysBetween(insights.from, insights.to) + 1;
  const { cards } = insights;
  if (cards.posts.value === 0 && cards.posts.previous === 0) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>No figures yet</CardTitle>
          <CardDescription>
            Once your posts go out, Postloom reads what they did on each channel an hour, a day, three days and a week later, and shows it here.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link href="/post-generator" className="font-medium text-primary underline-offset-4 hover:underline">
            Write a post
          </Link>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      <section aria-label="Headline figures" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Figure title="Posts published" value={number.format(cards.posts.value)} compared={comparedText(cards.posts.value, cards.posts.previous, days)} />
        <Figure
          title="Reach"
          value={cards.reach.value === null ? "Not reported" : number.format(cards.reach.value)}
          compared={comparedText(cards.reach.value, cards.reach.previous, days)}
        />
        <Figure
          title="Engagement rate"
          value={cards.engagementRate.value === null ? "Not reported" : percent.format(cards.engagementRate.value)}
          compared={comparedText(cards.engagementRate.value, cards.engagementRate.previous, days)}
        />
        <Figure
          title="New followers"
          value={cards.newFollowers.value === null ? "Not counted" : `${cards.newFollowers.value > 0 ? "+" : ""}${number.format(cards.newFollowers.value)}`}
          compared={comparedText(cards.newFollowers.value, cards.newFollowers.previous, days)}
        />
      </section>

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <ChartCard
          title="Reach and engagement over time"
          reading={seriesReading(insights.series, formatDay)}
          chart={<SeriesChart series={insights.series.map((day) => ({ ...day, label: formatDay(day.day) }))} />}
          table={{
            head: ["Day", "Posts", "Reach", "Engagement"],
            rows: insights.series.filter((day) => day.posts > 0).map((day) => [formatDay(day.day), day.posts, day.reach, day.engagement]),
          }}
        />
        <ChartCard
          title="When your posts do best"
          reading={`${heatmapReading(insights.heatmap)} Times are in ${insights.timeZone}.`}
          chart={<Heatmap cells={insights.heatmap} />}
          table={{
            head: ["Day", "Hour", "Posts", "Engagement a post"],
            rows: insights.heatmap.map((cell) => [weekdayName(cell.weekday), hourLabel(cell.hour), cell.posts, Math.round(perPost(cell))]),
          }}
        />
        <ChartCard
          title="By kind of post"
          reading={kindReading(insights.byKind)}
          chart={<KindChart rows={insights.byKind.map((row) => ({ name: kindLabel(row.kind), perPost: Math.round(perPost(row)) }))} />}
          table={{
            head: ["Kind", "Posts", "Engagement", "A post"],
            rows: insights.byKind.map((row) => [kindLabel(row.kind), row.posts, row.engagement, Math.round(perPost(row))]),
          }}
        />
        <ChartCard
          title="By channel"
          reading={channelReading(insights.byChannel, label)}
          chart={<ChannelChart rows={insights.byChannel.map((row) => ({ name: label(row.channel), perPost: Math.round(perPost(row)) }))} />}
          table={{
            head: ["Channel", "Posts", "Reach", "Engagement"],
            rows: insights.byChannel.map((row) => [label(row.channel), row.posts, row.reach ?? "Not reported", row.engagement]),
          }}
        />
      </div>

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <RankedPosts title="Top posts" description="What people engaged with most in this range." posts={insights.top} like />
        <RankedPosts title="Least engagement" description="Worth a different angle next time." posts={insights.bottom} />
      </div>
    </div>
  );
}

function Figure({ title, value, compared }: { title: string; value: string; compared: string }) {
  return (
    <Card className="gap-2 py-5">
      <CardHeader className="px-5">
        <CardDescription>{title}</CardDescription>
        <CardTitle className="font-mono text-2xl tabular-nums">{value}</CardTitle>
      </CardHeader>
      <CardContent className="px-5 text-sm text-muted-foreground">{compared || " "}</CardContent>
    </Card>
  );
}

function ChartCard({
  title,
  reading,
  chart,
  table,
}: {
  title: string;
  reading: string;
  chart: React.ReactNode;
  table: { head: string[]; rows: (string | number)[][] };
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{reading}</CardDescription>
      </CardHeader>
      <CardContent className="min-w-0 space-y-4">
        {chart}
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline">Show the figures as a table</summary>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b">
                  {table.head.map((cell) => (
                    <th key={cell} scope="col" className="py-2 pr-4 font-medium">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, index) => (
                  <tr key={index} className="border-b last:border-0">
                    {row.map((cell, column) => (
                      <td key={column} className="py-2 pr-4 tabular-nums">
                        {typeof cell === "number" ? number.format(cell) : cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

const LINK = "inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline";

/** `like`: each post offers "Write another like this" (the top posts do). */
function RankedPosts({ title, description, posts, like = false }: { title: string; description: string; posts: RankedPost[]; like?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {posts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No posts to show in this range.</p>
        ) : (
          <ol className="divide-y">
            {posts.map((post) => (
              <li key={post.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
                <p className="line-clamp-2 break-words">{post.excerpt}</p>
                <p className="text-sm text-muted-foreground">
                  {formatDay(post.deliveredAt.slice(0, 10))} · {post.channels.map(label).join(", ")} · {kindLabel(post.kind)} ·{" "}
                  <span className="font-medium text-foreground">{number.format(post.engagement)} engagement</span>
                  {post.reach !== null && ` · ${number.format(post.reach)} reached`}
                </p>
                <div className="flex flex-wrap gap-x-6">
                  <Link href={`/your-posts?post=${post.id}`} className={LINK}>
                    View post details
                  </Link>
                  {like && (
                    <Link href={`/post-generator?like=${post.id}`} className={LINK}>
                      Write another like this
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
