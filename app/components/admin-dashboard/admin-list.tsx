import '../tables/reflow-table.css';
import type { FormEvent, ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Pagination } from '../layout/pagination';
import { formatCount } from '../../lib/format';

/**
 * The frame every staff list shares (the admin dashboard's tabs, the content manager's sections):
 * a search form with its filters, the failure, the empty state, the count, the table and its pages.
 * The list's own columns, dialogs and sentences stay in its feature.
 */

interface ListSearchProps {
  /** The prefix of the controls' ids ('board' gives board-search). */
  id: string;
  /** The search form's name ("Search editorial board members"). */
  label: string;
  placeholder: string;
  q: string | undefined;
  /** The words searched for, trimmed; undefined when the box was emptied. */
  onSearch(q: string | undefined): void;
  /** The filters and order beside the box (ListSelect columns). */
  children?: ReactNode;
}

export function ListSearch({ id, label, placeholder, q, onSearch, children }: ListSearchProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    onSearch(words || undefined);
  }
  return (
    <Form role="search" onSubmit={submit} className="mb-3" aria-label={label}>
      <Row className="g-2 align-items-end">
        <Col md={5}>
          <Form.Label htmlFor={`${id}-search`}>Search</Form.Label>
          <div className="d-flex gap-2">
            <Form.Control id={`${id}-search`} name="q" type="search" defaultValue={q ?? ''} key={q ?? ''} placeholder={placeholder} />
            <Button type="submit" variant="outline-primary">
              Search
            </Button>
          </div>
        </Col>
        {children}
      </Row>
    </Form>
  );
}

interface ListSelectProps<Value extends string> {
  id: string;
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange(value: Value): void;
  /** Columns on a wide screen (two selects beside the box: 3 and 4). */
  md?: number;
}

/** A filter or order beside the search box; a change applies at once. */
export function ListSelect<Value extends string>({ id, label, value, options, onChange, md = 3 }: ListSelectProps<Value>) {
  return (
    <Col xs={6} md={md}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Col>
  );
}

interface ListPage {
  items: readonly unknown[];
  total: number;
  page: number;
  pageSize: number;
}

interface ListResultsProps<Page extends ListPage> {
  /** null: the list failed to load. */
  page: Page | null;
  /** The failure's sentence (the spec's 'Failed to load data. Please try again.' on the admin dashboard). */
  failed: string;
  /** What is listed, plural ("members"), for the count. */
  noun: string;
  /** A clause after the count ("3 unread in all"). */
  countNote?: string;
  /** A search or filter is on: an empty list offers to show everything. */
  filtered: boolean;
  empty: { none: string; noMatch: string; showAll: string; onShowAll(): void };
  /** The test ids of the empty state and the count. */
  testIds: { empty: string; count: string };
  /** The pages' navigation: its name and each page's address. */
  pages: { label: string; hrefFor(page: number): string };
  /** The table of a page that has rows (see listTableProps). */
  children(page: Page): ReactNode;
}

export function ListResults<Page extends ListPage>({ page, failed, noun, countNote, filtered, empty, testIds, pages, children }: ListResultsProps<Page>) {
  if (page === null) return <Alert variant="danger">{failed}</Alert>;
  if (page.items.length === 0) {
    return (
      <div className="text-center border rounded py-5 px-3" data-testid={testIds.empty}>
        {filtered ? (
          <>
            <p className="lead mb-3">{empty.noMatch}</p>
            <Button variant="outline-secondary" onClick={empty.onShowAll}>
              {empty.showAll}
            </Button>
          </>
        ) : (
          <p className="lead mb-0">{empty.none}</p>
        )}
      </div>
    );
  }
  const first = (page.page - 1) * page.pageSize + 1;
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <>
      <p className="text-body-secondary mb-2" role="status" data-testid={testIds.count}>
        Showing {formatCount(first)}–{formatCount(first + page.items.length - 1)} of {formatCount(page.total)} {noun}
        {countNote ? `; ${countNote}` : ''}.
      </p>
      {children(page)}
      <Pagination label={pages.label} page={page.page} pageCount={pageCount} hrefFor={pages.hrefFor} preventScrollReset />
    </>
  );
}

/** A list's table: scrolls or reflows on a phone, dims while the next page loads. */
export const listTableProps = (loading: boolean) =>
  ({ responsive: true, hover: true, className: 'reflow-table align-middle', 'aria-busy': loading || undefined, style: loading ? { opacity: 0.6 } : undefined }) as const;
