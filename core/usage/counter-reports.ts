import { counterReportFileName, type UsageReportQuery } from '../../contract/usage/usage.schema';
import type { Ctx } from '../context';
import { toTsv } from '../documents/csv';
import { getJournalIdentity } from '../settings/journal-settings.service';
import { monthlyPlatformTitleFigures, monthlyTitleFigures } from './usage.repo';
import { usagePeriod } from './usage.service';

/**
 * COUNTER Release 5 reports as TSV (decision 0059): the Platform Report (PR) and the Title Report
 * (TR), each with the 13 header rows of the Code of Practice (section 3.2: Report_Name … Created_By,
 * a blank row), then the column headings and the body, one month column per month of the period
 * ("Jan-2026"). The journal is the one title of its one platform; its articles are open access (OA_Gold).
 */
export type CounterReportId = 'pr' | 'tr';

const TITLE_METRICS = [
  'Total_Item_Investigations',
  'Total_Item_Requests',
  'Unique_Item_Investigations',
  'Unique_Item_Requests',
  'Unique_Title_Investigations',
  'Unique_Title_Requests',
] as const;
type TitleMetric = (typeof TITLE_METRICS)[number];

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const columnOf = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]}-${month.slice(0, 4)}`;
const lastDayOf = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

export async function counterReport(ctx: Pick<Ctx, 'db' | 'clock' | 'settings'>, report: CounterReportId, query: UsageReportQuery): Promise<{ fileName: string; text: string }> {
  const period = usagePeriod(query, ctx.clock());
  const identity = await getJournalIdentity(ctx);
  const platform = identity.shortName || identity.name;
  const header = (name: string, id: string, filters: string, attributes: string): (string | null)[][] => [
    ['Report_Name', name],
    ['Report_ID', id],
    ['Release', '5'],
    // Open-access usage belongs to no subscribing institution: COUNTER's global report names "The World".
    ['Institution_Name', 'The World'],
    ['Institution_ID', ''],
    ['Metric_Types', TITLE_METRICS.join('; ')],
    ['Report_Filters', filters],
    ['Report_Attributes', attributes],
    ['Exceptions', ''],
    ['Reporting_Period', `Begin_Date=${period.from}-01; End_Date=${lastDayOf(period.to)}`],
    ['Created', ctx.clock().toISOString().replace(/\.\d{3}Z$/, 'Z')],
    ['Created_By', identity.publisher ? `${identity.publisher} (${identity.name})` : identity.name],
    [],
  ];
  const months = period.months;
  const line = (figures: Map<string, Record<TitleMetric, number>>, metric: TitleMetric) => {
    const values = months.map((m) => figures.get(m)?.[metric] ?? 0);
    return [values.reduce((a, b) => a + b, 0), ...values];
  };

  const rows = await monthlyTitleFigures(ctx.db, period.start, period.end);
  if (report === 'pr') {
    const titles = new Map((await monthlyPlatformTitleFigures(ctx.db, period.start, period.end)).map((row) => [row.month, row]));
    const byMonth = new Map<string, Record<TitleMetric, number>>();
    for (const month of months) {
      const inMonth = rows.filter((row) => row.month === month);
      const sum = (metric: TitleMetric) => inMonth.reduce((total, row) => total + row[metric], 0);
      byMonth.set(month, {
        Total_Item_Investigations: sum('Total_Item_Investigations'),
        Total_Item_Requests: sum('Total_Item_Requests'),
        Unique_Item_Investigations: sum('Unique_Item_Investigations'),
        Unique_Item_Requests: sum('Unique_Item_Requests'),
        Unique_Title_Investigations: titles.get(month)?.Unique_Title_Investigations ?? 0,
        Unique_Title_Requests: titles.get(month)?.Unique_Title_Requests ?? 0,
      });
    }
    const body = TITLE_METRICS.map((metric) => [platform, 'Journal', 'Regular', metric, ...line(byMonth, metric)]);
    return {
      fileName: counterReportFileName('pr', period.from, period.to),
      text: toTsv([
        ...header('Platform Report', 'PR', 'Data_Type=Journal; Access_Method=Regular', 'Attributes_To_Show=Data_Type|Access_Method'),
        ['Platform', 'Data_Type', 'Access_Method', 'Metric_Type', 'Reporting_Period_Total', ...months.map(columnOf)],
        ...body,
      ]),
    };
  }

  // TR: one row per year of publication and metric, the years newest first; the articles with no date of publication under YOP 0001 (COUNTER's "unknown").
  const years = [...new Set(rows.map((row) => row.yop ?? 1))].sort((a, b) => b - a);
  const body = years.flatMap((year) => {
    const byMonth = new Map(rows.filter((row) => (row.yop ?? 1) === year).map((row) => [row.month, row]));
    return TITLE_METRICS.map((metric) => [
      identity.name,
      identity.publisher,
      '',
      platform,
      '',
      '',
      identity.issnPrint ?? '',
      identity.issnOnline ?? '',
      ctx.settings.publicUrl,
      'Journal',
      'Article',
      String(year).padStart(4, '0'),
      'OA_Gold',
      'Regular',
      metric,
      ...line(byMonth, metric),
    ]);
  });
  return {
    fileName: counterReportFileName('tr', period.from, period.to),
    text: toTsv([
      ...header('Title Report', 'TR', 'Data_Type=Journal; Access_Method=Regular', 'Attributes_To_Show=Data_Type|Section_Type|YOP|Access_Type|Access_Method'),
      [
        'Title',
        'Publisher',
        'Publisher_ID',
        'Platform',
        'DOI',
        'Proprietary_ID',
        'Print_ISSN',
        'Online_ISSN',
        'URI',
        'Data_Type',
        'Section_Type',
        'YOP',
        'Access_Type',
        'Access_Method',
        'Metric_Type',
        'Reporting_Period_Total',
        ...months.map(columnOf),
      ],
      ...body,
    ]),
  };
}
