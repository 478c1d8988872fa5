import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { UsageFigures } from '../../../contract/usage/usage.schema';

ChartJS.register(BarController, LineController, CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend);

/** Investigations and requests per month of one article, issue or the journal (loaded only on the Usage tab). */
export default function UsageChart({ months, figures, label }: { months: string[]; figures: UsageFigures[]; label: string }) {
  return (
    <Chart
      type="bar"
      aria-label={`Investigations and requests per month: ${label} (the table below lists the same figures)`}
      role="img"
      data={{
        labels: months,
        datasets: [
          { type: 'bar', label: 'Investigations', data: figures.map((f) => f.Total_Item_Investigations), backgroundColor: '#0277bd' },
          { type: 'bar', label: 'Requests (downloads)', data: figures.map((f) => f.Total_Item_Requests), backgroundColor: '#2e7d32' },
          { type: 'line', label: 'Unique investigations', data: figures.map((f) => f.Unique_Item_Investigations), borderColor: '#e65100', backgroundColor: '#e65100' },
        ],
      }}
      options={{ responsive: true, maintainAspectRatio: false, plugins: { legend: { position: 'bottom' } }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }}
    />
  );
}
