import type { JournalStatistics as Statistics } from '../../../contract/publications/current-publications.schema';
import { formatCount } from '../../lib/format';

const FIGURES: { key: keyof Statistics; label: string }[] = [
  { key: 'publishedArticles', label: 'Published articles' },
  { key: 'publishedIssues', label: 'Published issues' },
  { key: 'authors', label: 'Authors' },
  { key: 'downloads', label: 'Downloads' },
];

/** acting-side.md §2 "stats", counted from the database (not the spec's static figures). */
export function JournalStatistics({ statistics }: { statistics: Statistics }) {
  return (
    <section aria-labelledby="statistics-heading" className="mt-5">
      <h2 id="statistics-heading" className="h3 mb-3">
        The Journal in Numbers
      </h2>
      <ul className="row g-3 mb-0 list-unstyled" data-testid="journal-statistics">
        {FIGURES.map((figure) => (
          <li key={figure.key} className="col-6 col-lg-3">
            <div className="border rounded p-3 h-100 text-center">
              <span className="d-block h3 mb-1">{formatCount(statistics[figure.key])}</span>
              <span className="d-block small text-body-secondary">{figure.label}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
