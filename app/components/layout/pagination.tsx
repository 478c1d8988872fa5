import { Link } from 'react-router';

/** Page numbers around the current one, with the first and last (null marks a gap). */
export function pageWindow(current: number, last: number, spread = 2): (number | null)[] {
  const pages = new Set([1, last]);
  for (let n = current - spread; n <= current + spread; n += 1) if (n >= 1 && n <= last) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor(page: number): string;
  /** The navigation's name ("Search results pages"). */
  label: string;
  /** Stay where the reader is on the page (a table inside a dashboard) instead of going to the top. */
  preventScrollReset?: boolean;
}

/** Previous, numbered pages and Next (reading-side.md §2 "Paper search", the editors' table), each a link to its URL. */
export function Pagination({ page, pageCount, hrefFor, label, preventScrollReset }: PaginationProps) {
  if (pageCount <= 1) return null;
  const item = (label: string, target: number, disabled: boolean, key: string) => (
    <li key={key} className={`page-item${disabled ? ' disabled' : ''}`}>
      {disabled ? (
        <span className="page-link" aria-disabled="true">
          {label}
        </span>
      ) : (
        <Link className="page-link" to={hrefFor(target)} preventScrollReset={preventScrollReset}>
          {label}
        </Link>
      )}
    </li>
  );
  return (
    <nav aria-label={label}>
      <ul className="pagination flex-wrap">
        {item('Previous', page - 1, page <= 1, 'previous')}
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : n === page ? (
            <li key={n} className="page-item active">
              <span className="page-link" aria-current="page">
                {n}
              </span>
            </li>
          ) : (
            <li key={n} className="page-item">
              <Link className="page-link" to={hrefFor(n)} aria-label={`Page ${n}`} preventScrollReset={preventScrollReset}>
                {n}
              </Link>
            </li>
          ),
        )}
        {item('Next', page + 1, page >= pageCount, 'next')}
      </ul>
    </nav>
  );
}
