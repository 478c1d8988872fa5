import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { SUBMISSION_PAGE_SIZES, SUBMISSION_SORTS, type SubmissionSort } from '../../../contract/editor-desk/editor-desk.messages';
import { PAPER_STATUSES, statusLabel, type PaperStatus } from '../../../contract/papers/paper-status';
import { useMirror } from './use-mirror';

/** The table's query as the filters see it (the address holds it, decision 0036). */
export interface FilterValues {
  status?: PaperStatus;
  category?: string;
  q?: string;
  mine: boolean;
  sort: SubmissionSort;
  order: 'asc' | 'desc';
  pageSize: number;
}

interface SubmissionsFiltersProps {
  values: FilterValues;
  categories: readonly string[];
  onChange(change: Partial<FilterValues>): void;
}

type Order = 'asc' | 'desc';
/** How each sort reads in the menu, in the order a reader expects first. */
const SORT_WORDS: Record<SubmissionSort, { name: string; first: Order; asc: string; desc: string }> = {
  submitted: { name: 'Submitted', first: 'desc', desc: 'newest first', asc: 'oldest first' },
  updated: { name: 'Updated', first: 'desc', desc: 'newest first', asc: 'oldest first' },
  status: { name: 'Status', first: 'asc', asc: 'A to Z', desc: 'Z to A' },
  title: { name: 'Title', first: 'asc', asc: 'A to Z', desc: 'Z to A' },
};
const SORT_OPTIONS = SUBMISSION_SORTS.flatMap((sort) => {
  const words = SORT_WORDS[sort];
  const orders: Order[] = words.first === 'desc' ? ['desc', 'asc'] : ['asc', 'desc'];
  return orders.map((order) => ({ sort, order, label: `${words.name}, ${words[order]}` }));
});

/**
 * The submissions table's controls (issue 13): status and category filters, search by title or
 * author, Mine, sort and page size. Each change goes into the address and the loader reloads
 * the list; the search is sent with its button (or Enter), not on every key.
 */
export function SubmissionsFilters({ values, categories, onChange }: SubmissionsFiltersProps) {
  const [search, setSearch] = useMirror(values.q ?? '');
  const [status, setStatus] = useMirror(values.status ?? '');
  const [category, setCategory] = useMirror(values.category ?? '');
  const [sort, setSort] = useMirror(`${values.sort}:${values.order}`);
  const [pageSize, setPageSize] = useMirror(String(values.pageSize));
  const [mine, setMine] = useMirror(values.mine);

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    onChange({ q: search.trim() || undefined });
  }

  const filtered = values.status !== undefined || values.category !== undefined || values.q !== undefined || values.mine;
  return (
    <div className="desk-filters mb-3">
      <form role="search" aria-label="Submissions" className="mb-3" onSubmit={submitSearch}>
        <Form.Label htmlFor="desk-search">Search by title or author</Form.Label>
        <div className="d-flex flex-wrap gap-2">
          <Form.Control id="desk-search" type="search" className="desk-search" value={search} maxLength={200} onChange={(event) => setSearch(event.currentTarget.value)} />
          <Button type="submit" variant="primary">
            Search
          </Button>
          {filtered && (
            <Button variant="outline-secondary" onClick={() => onChange({ q: undefined, status: undefined, category: undefined, mine: false })}>
              Clear filters
            </Button>
          )}
        </div>
      </form>
      <Row className="g-3 align-items-end">
        <Col xs={12} sm={6} lg={3}>
          <Form.Label htmlFor="desk-status">Status</Form.Label>
          <Form.Select
            id="desk-status"
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value);
              onChange({ status: (event.currentTarget.value || undefined) as PaperStatus | undefined });
            }}
          >
            <option value="">All statuses</option>
            {PAPER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col xs={12} sm={6} lg={3}>
          <Form.Label htmlFor="desk-category">Category</Form.Label>
          <Form.Select
            id="desk-category"
            value={category}
            onChange={(event) => {
              setCategory(event.currentTarget.value);
              onChange({ category: event.currentTarget.value || undefined });
            }}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col xs={12} sm={6} lg={3}>
          <Form.Label htmlFor="desk-sort">Sort by</Form.Label>
          <Form.Select
            id="desk-sort"
            value={sort}
            onChange={(event) => {
              setSort(event.currentTarget.value);
              const [column, order] = event.currentTarget.value.split(':') as [SubmissionSort, Order];
              onChange({ sort: column, order });
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={`${option.sort}:${option.order}`} value={`${option.sort}:${option.order}`}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col xs={6} sm={3} lg={1}>
          <Form.Label htmlFor="desk-page-size">Per page</Form.Label>
          <Form.Select
            id="desk-page-size"
            value={pageSize}
            onChange={(event) => {
              setPageSize(event.currentTarget.value);
              onChange({ pageSize: Number(event.currentTarget.value) });
            }}
          >
            {SUBMISSION_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col xs={6} sm={3} lg={2}>
          <Form.Check
            type="switch"
            id="desk-mine"
            className="mb-2"
            label="Mine"
            aria-describedby="desk-mine-hint"
            checked={mine}
            onChange={(event) => {
              setMine(event.currentTarget.checked);
              onChange({ mine: event.currentTarget.checked });
            }}
          />
          <span id="desk-mine-hint" className="visually-hidden">
            Only the papers you handle
          </span>
        </Col>
      </Row>
    </div>
  );
}
