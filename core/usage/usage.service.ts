import { createHash, randomBytes } from 'node:crypto';
import {
  addMonths,
  COUNTER_ITEM_METRICS,
  EMPTY_USAGE_FIGURES,
  monthOf,
  monthsBetween,
  USAGE_MAX_MONTHS,
  type UsageFigures,
  type UsageQuery,
  type UsageReport,
  type UsageReportQuery,
  type UsageRow,
} from '../../contract/usage/usage.schema';
import type { HomeReach } from '../../contract/settings/metrics';
import type { Ctx } from '../context';
import { MemoryDoubleClickFilter, type DoubleClickFilter } from './double-click';
import { isRobot } from './robots';
import { countViews, daySalt, insertDownload, insertEvents, insertView, listPublishedForUsage, monthlyItemFigures, papersWithIssues, recountUsage, totalUsage } from './usage.repo';

/** Who asked, as the HTTP edge sees it: never stored, only hashed into the day's session id. */
export interface UsageClient {
  address: string;
  userAgent: string | undefined;
}

export interface UsageEvent {
  paperId: number;
  kind: 'view' | 'download';
  client: UsageClient;
}

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Records views and downloads on COUNTER R5's rules (decision 0059): robots and crawlers are not
 * counted; the session is the account (signed in) or the address, with the user agent, for one UTC
 * day, kept only as a hash salted with that day's random salt; a double-click (the same session,
 * item and metric within 30 seconds) counts once. One per instance (it holds the double-click
 * filter and the day's salt); each counted event is one insert.
 */
export class UsageRecorder {
  private salt: { day: string; value: string } | null = null;

  constructor(private readonly doubleClicks: DoubleClickFilter = new MemoryDoubleClickFilter()) {}

  /** True when the event was counted. A download's paper was checked published by the caller; a view's is checked here, in the insert. */
  async record(ctx: Pick<Ctx, 'db' | 'actor' | 'clock'>, event: UsageEvent): Promise<boolean> {
    if (isRobot(event.client.userAgent)) return false;
    const at = ctx.clock();
    const sessionId = await this.sessionId(ctx, event.client, at);
    if (!this.doubleClicks.isCounted(`${sessionId} ${event.paperId} ${event.kind}`, at)) return false;
    if (event.kind === 'view') return insertView(ctx.db, event.paperId, at, sessionId);
    await insertDownload(ctx.db, event.paperId, at, sessionId);
    return true;
  }

  /** COUNTER's session: (user or address, user agent, day), hashed with the day's salt. */
  private async sessionId(ctx: Pick<Ctx, 'db' | 'actor'>, client: UsageClient, at: Date): Promise<string> {
    const day = dayOf(at);
    if (this.salt?.day !== day) {
      const value = await daySalt(ctx.db, day, randomBytes(32).toString('base64url'), dayOf(new Date(at.getTime() - DAY_MS)));
      this.salt = { day, value };
    }
    const who = ctx.actor ? `account:${ctx.actor.id}` : `address:${client.address}`;
    return createHash('sha256')
      .update([this.salt.value, who, client.userAgent ?? '', day].join('\n'))
      .digest('base64url')
      .slice(0, 32);
  }
}

/** The paper page's Views: its counted page views. */
export const getPaperViews = (ctx: Pick<Ctx, 'db'>, paperId: number): Promise<number> => countViews(ctx.db, paperId);

/** The home page's own figures when the journal set none (decision 0059): published articles, every counted view and download. */
export const getHomeReach = (ctx: Pick<Ctx, 'db'>): Promise<HomeReach> => totalUsage(ctx.db);

export interface UsagePeriod {
  from: string;
  to: string;
  months: string[];
  start: Date;
  end: Date;
}

/** The months asked for: the last twelve unless given, in order, at most USAGE_MAX_MONTHS (the latest kept). */
export function usagePeriod(query: UsageReportQuery, now: Date): UsagePeriod {
  let to = query.to ?? (query.from && query.from > monthOf(now) ? query.from : monthOf(now));
  let from = query.from ?? addMonths(to, -11);
  if (from > to) [from, to] = [to, from];
  if (monthsBetween(from, to).length > USAGE_MAX_MONTHS) from = addMonths(to, -(USAGE_MAX_MONTHS - 1));
  const startOf = (month: string) => new Date(`${month}-01T00:00:00Z`);
  return { from, to, months: monthsBetween(from, to), start: startOf(from), end: startOf(addMonths(to, 1)) };
}

const plus = (a: UsageFigures, b: UsageFigures): UsageFigures =>
  Object.fromEntries(COUNTER_ITEM_METRICS.map((metric) => [metric, a[metric] + b[metric]])) as UsageFigures;
const figuresOf = (row: UsageFigures): UsageFigures => Object.fromEntries(COUNTER_ITEM_METRICS.map((metric) => [metric, row[metric]])) as UsageFigures;

const issueLabel = (paper: { volume: number | null; number: number | null; year: number | null }) =>
  paper.volume === null ? 'No issue' : `Vol. ${paper.volume}, No. ${paper.number} (${paper.year})`;

/**
 * GET /api/admin/usage: the item metrics per month, per article or per issue (an issue's
 * Unique_Item_* are its articles' summed, as COUNTER sums unique item metrics), and the journal's.
 */
export async function getUsageReport(ctx: Pick<Ctx, 'db' | 'clock'>, query: UsageQuery): Promise<UsageReport> {
  const period = usagePeriod(query, ctx.clock());
  const figures = await monthlyItemFigures(ctx.db, period.start, period.end);
  const papers = new Map((await papersWithIssues(ctx.db, [...new Set(figures.map((f) => f.paperId))])).map((p) => [p.id, p]));
  const index = new Map(period.months.map((m, i) => [m, i]));
  const rows = new Map<string, UsageRow>();
  const journal = period.months.map(() => ({ ...EMPTY_USAGE_FIGURES }));
  for (const figure of figures) {
    const paper = papers.get(figure.paperId);
    const at = index.get(figure.month);
    if (!paper || at === undefined) continue;
    const [key, id, label] = query.by === 'issue' ? [`issue:${paper.issueId}`, paper.issueId, issueLabel(paper)] : [`paper:${paper.id}`, paper.id, paper.title];
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { id, label, total: { ...EMPTY_USAGE_FIGURES }, months: period.months.map(() => ({ ...EMPTY_USAGE_FIGURES })) }));
    row.months[at] = plus(row.months[at]!, figuresOf(figure));
    row.total = plus(row.total, figuresOf(figure));
    journal[at] = plus(journal[at]!, figuresOf(figure));
  }
  const sorted = [...rows.values()].sort(
    (a, b) => b.total.Total_Item_Requests - a.total.Total_Item_Requests || b.total.Total_Item_Investigations - a.total.Total_Item_Investigations || a.label.localeCompare(b.label),
  );
  return { from: period.from, to: period.to, by: query.by, months: period.months, journal, total: journal.reduce(plus, { ...EMPTY_USAGE_FIGURES }), rows: sorted };
}

/** A past event brought in at once: its session id already hashed, never an address. */
export interface PastUsageEvent {
  paperId: number;
  kind: 'view' | 'download';
  at: Date;
  sessionId: string;
}

/**
 * Usage recorded elsewhere (the demo journal's past months; an earlier platform's log, filtered on
 * the same rules) brought in at once, and the papers' counters made again from the events, in one
 * transaction. `plan` gets the published papers and answers the events.
 */
export async function importPastUsage(ctx: Pick<Ctx, 'db'>, plan: (papers: { id: number; publishedAt: Date | null }[]) => PastUsageEvent[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const events = plan(await listPublishedForUsage(tx));
    await insertEvents(tx, events);
    await recountUsage(tx);
    return events.length;
  });
}
