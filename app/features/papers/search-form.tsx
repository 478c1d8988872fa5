import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { SEARCH_DATE_LABELS, SEARCH_DATE_RANGES, SEARCH_TEXT_MAX } from '../../../contract/papers/paper-search';

export interface SearchCriteria {
  query: string;
  category: string;
  date: string;
  author: string;
}

export const EMPTY_CRITERIA: SearchCriteria = { query: '', category: '', date: '', author: '' };

/** The URL of a search: only the fields given, then the page (reading-side.md §2; shareable). */
export function searchHref(criteria: SearchCriteria, page = 1): string {
  const params = new URLSearchParams();
  for (const key of ['query', 'category', 'date', 'author'] as const) {
    const value = criteria[key].trim();
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/search?${search}` : '/search';
}

const isEmpty = (criteria: SearchCriteria) => !Object.values(criteria).some((value) => value.trim() !== '');

/**
 * reading-side.md §2 "Paper search" controls. A plain GET form (works without JavaScript); with
 * JavaScript, submitting does nothing unless a field is filled (§5), and the URL carries only
 * the given fields. Remount it (key) when the URL changes so the fields follow the back button.
 */
export function SearchForm({ initial, categories, onSearch, onClear }: { initial: SearchCriteria; categories: string[]; onSearch(criteria: SearchCriteria): void; onClear(): void }) {
  const [criteria, setCriteria] = useState(initial);
  const set = (key: keyof SearchCriteria) => (event: { target: { value: string } }) => setCriteria((c) => ({ ...c, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isEmpty(criteria)) return;
    onSearch(criteria);
  }

  function clear() {
    setCriteria(EMPTY_CRITERIA);
    onClear();
  }

  return (
    <Form role="search" aria-label="Search papers" method="get" action="/search" onSubmit={submit} className="search-form mb-4">
      <Form.Group className="mb-3" controlId="search-query">
        <Form.Label>Search terms</Form.Label>
        <div className="d-flex gap-2">
          <Form.Control type="search" name="query" placeholder="Title, keywords, authors or abstract" value={criteria.query} onChange={set('query')} maxLength={SEARCH_TEXT_MAX} />
          <Button type="submit" variant="primary">
            Search
          </Button>
        </div>
      </Form.Group>
      <fieldset className="border rounded p-3">
        <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">Filters</legend>
        <Row className="g-3">
          <Col md={4}>
            <Form.Group controlId="search-category">
              <Form.Label>Category</Form.Label>
              <Form.Select name="category" value={criteria.category} onChange={set('category')}>
                <option value="">All Categories</option>
                {categories.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col md={4}>
            <Form.Group controlId="search-date">
              <Form.Label>Publication date</Form.Label>
              <Form.Select name="date" value={criteria.date} onChange={set('date')}>
                <option value="">Any Date</option>
                {SEARCH_DATE_RANGES.map((range) => (
                  <option key={range} value={range}>
                    {SEARCH_DATE_LABELS[range]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col md={4}>
            <Form.Group controlId="search-author">
              <Form.Label>Author</Form.Label>
              <Form.Control type="text" name="author" placeholder="Author name" value={criteria.author} onChange={set('author')} maxLength={SEARCH_TEXT_MAX} autoComplete="off" />
            </Form.Group>
          </Col>
        </Row>
        <div className="d-flex flex-wrap justify-content-end gap-2 mt-3">
          <Button type="button" variant="outline-secondary" onClick={clear}>
            Clear All
          </Button>
          <Button type="submit" variant="primary">
            Apply Filters
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}
