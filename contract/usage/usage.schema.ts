import { z } from 'zod';

/**
 * Usage statistics on COUNTER Release 5 principles (decision 0059): the four item metrics the
 * journal records, by month, per article and per issue; the PR and TR reports as TSV.
 */
export const COUNTER_ITEM_METRICS = ['Total_Item_Investigations', 'Unique_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Requests'] as const;
export type CounterItemMetric = (typeof COUNTER_ITEM_METRICS)[number];

/** What the Usage tab calls each metric. */
export const USAGE_METRIC_LABELS: Record<CounterItemMetric, string> = {
  Total_Item_Investigations: 'Investigations',
  Unique_Item_Investigations: 'Unique investigations',
  Total_Item_Requests: 'Requests (downloads)',
  Unique_Item_Requests: 'Unique requests',
};

/** A calendar month, YYYY-MM (UTC). */
export const usageMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'must be a month written YYYY-MM' });

/** Most months one report spans: ten years. */
export const USAGE_MAX_MONTHS = 120;

export const USAGE_GROUPS = ['article', 'issue'] as const;
export type UsageGroup = (typeof USAGE_GROUPS)[number];

/** `?from=2026-01&to=2026-06&by=issue`: the last twelve months by article unless given. */
export const usageQuerySchema = z.object({
  from: usageMonthSchema.optional(),
  to: usageMonthSchema.optional(),
  by: z.enum(USAGE_GROUPS).default('article'),
});
export type UsageQuery = z.infer<typeof usageQuerySchema>;

/** The COUNTER reports' period: the same months. */
export const usageReportQuerySchema = usageQuerySchema.pick({ from: true, to: true });
export type UsageReportQuery = z.infer<typeof usageReportQuerySchema>;

export const usageFiguresSchema = z.object({
  Total_Item_Investigations: z.number().int(),
  Unique_Item_Investigations: z.number().int(),
  Total_Item_Requests: z.number().int(),
  Unique_Item_Requests: z.number().int(),
});
export type UsageFigures = z.infer<typeof usageFiguresSchema>;

export const usageRowSchema = z.object({
  /** The paper's or the id; null for the articles in no issue. */
  id: z.number().int().nullable(),
  /** The article's title, or the issue as "Vol. 8, No. 2 (2026)". */
  label: z.string(),
  /** The figures of the whole period. */
  total: usageFiguresSchema,
  /** One per month of `months`, in order. */
  months: z.array(usageFiguresSchema),
});
export type UsageRow = z.infer<typeof usageRowSchema>;

export const usageReportSchema = z.object({
  from: usageMonthSchema,
  to: usageMonthSchema,
  by: z.enum(USAGE_GROUPS),
  /** Every month of the period, oldest first. */
  months: z.array(usageMonthSchema),
  /** The journal's figures per month (Unique_Item_* summed over the items, as COUNTER sums them). */
  journal: z.array(usageFiguresSchema),
  total: usageFiguresSchema,
  /** Articles or issues with any usage in the period, most requested first. */
  rows: z.array(usageRowSchema),
});
export type UsageReport = z.infer<typeof usageReportSchema>;

export const EMPTY_USAGE_FIGURES: UsageFigures = { Total_Item_Investigations: 0, Unique_Item_Investigations: 0, Total_Item_Requests: 0, Unique_Item_Requests: 0 };

/** The months from `from` to `to`, both included (YYYY-MM). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = to.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The month `count` months after (or before, when negative) `month`. */
export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const monthOf = (date: Date): string => date.toISOString().slice(0, 7);

/** The COUNTER reports' file names. */
export const counterReportFileName = (report: 'pr' | 'tr', from: string, to: string) => `counter-r5-${report}-${from}-to-${to}.tsv`;
