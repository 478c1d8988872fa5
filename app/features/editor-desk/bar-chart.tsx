import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

/**
 * The dashboard's bar charts (docs/decisions/0039-editor-dashboard.md): Chart.js with only the
 * parts a horizontal bar chart needs, loaded by `count-chart.tsx` with a dynamic import so that
 * no other page carries it. The canvas is hidden from assistive technology: the figure's table
 * holds the same numbers.
 */
Chart.register(CategoryScale, LinearScale, BarElement, Tooltip);

export interface BarChartProps {
  labels: string[];
  values: number[];
  /** The series' name in the tooltip ("Papers"). */
  name: string;
}

const token = (name: string, fallback: string) =>
  typeof document === 'undefined' ? fallback : getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

export default function BarChart({ labels, values, name }: BarChartProps) {
  const ink = token('--jals-ink', '#1f2a22');
  const line = token('--jals-line', '#cfd8d1');
  const font = { family: token('--jals-font-sans', 'system-ui, sans-serif'), size: 13 };
  return (
    <Bar
      aria-hidden="true"
      data={{ labels, datasets: [{ label: name, data: values, backgroundColor: token('--jals-green', '#1d5c35'), borderRadius: 3, maxBarThickness: 22 }] }}
      options={{
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        // The numbers are the point, not the motion (and nothing moves for reduced-motion readers).
        animation: false,
        plugins: { legend: { display: false }, tooltip: { titleFont: font, bodyFont: font } },
        scales: {
          x: { beginAtZero: true, ticks: { precision: 0, color: ink, font }, grid: { color: line } },
          y: { ticks: { color: ink, font, autoSkip: false }, grid: { display: false } },
        },
      }}
    />
  );
}
