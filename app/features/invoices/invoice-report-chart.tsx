import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { InvoiceReport } from '../../../contract/invoices/invoice.schema';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

/** Paid, waived and still due per month, in dollars (loaded only on the Invoices tab). */
export default function InvoiceReportChart({ months }: { months: InvoiceReport['months'] }) {
  const dollars = (cents: number) => cents / 100;
  return (
    <Bar
      aria-label="Paid, waived and still due per month, in US dollars (the table below lists the same figures)"
      role="img"
      data={{
        labels: months.map((m) => m.month),
        datasets: [
          { label: 'Paid', data: months.map((m) => dollars(m.paidCents)), backgroundColor: '#2e7d32' },
          { label: 'Waived', data: months.map((m) => dollars(m.waivedCents)), backgroundColor: '#0277bd' },
          { label: 'Still due', data: months.map((m) => dollars(m.dueCents)), backgroundColor: '#f9a825' },
        ],
      }}
      options={{ responsive: true, plugins: { legend: { position: 'bottom' } }, scales: { x: { stacked: true }, y: { stacked: true, title: { display: true, text: 'USD' } } } }}
    />
  );
}
