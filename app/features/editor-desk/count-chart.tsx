import { lazy, Suspense } from 'react';
import { formatCount } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';

/** Chart.js and its React wrapper come in their own chunk, asked for once the page is live in the browser. */
const BarChart = lazy(() => import('./bar-chart'));

export interface CountRow {
  label: string;
  count: number;
}

/** Room for every bar, reserved on the server so that the chart arriving moves nothing (decision 0032). */
export const chartHeight = (bars: number) => Math.max(3, bars) * 30 + 40;

interface CountChartProps {
  id: string;
  title: string;
  /** The table's first column header ("Status", "Category"). */
  labelHeader: string;
  rows: readonly CountRow[];
}

/**
 * A figure with a bar chart and its text alternative: a table with the same numbers, hidden from
 * the eye (the canvas is hidden from screen readers instead). The chart's box has its final height
 * in the server's HTML.
 */
export function CountChart({ id, title, labelHeader, rows }: CountChartProps) {
  const hydrated = useHydrated();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <figure className="desk-chart mb-0" aria-labelledby={`${id}-caption`} data-testid={id}>
      <figcaption id={`${id}-caption`} className="h6 mb-2">
        {title}
      </figcaption>
      <div className="desk-chart__canvas" style={{ height: chartHeight(rows.length) }}>
        {rows.length === 0 && <p className="text-body-secondary">No papers yet.</p>}
        {hydrated && rows.length > 0 && (
          <Suspense fallback={null}>
            <BarChart labels={rows.map((row) => row.label)} values={rows.map((row) => row.count)} name="Papers" />
          </Suspense>
        )}
      </div>
      {/* Hidden in a box: a table hidden by itself keeps its width and widens the page. */}
      <div className="visually-hidden">
        <table data-testid={`${id}-table`}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">Papers</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{formatCount(row.count)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{formatCount(total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </figure>
  );
}
