import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Form, Link, useSubmit } from 'react-router';
import { ANNOUNCEMENT_TYPES } from '../../../contract/announcements/announcement-type';
import { ANNOUNCEMENT_SEARCH_MAX, isFilterActive } from '../../../contract/announcements/announcements.messages';
import type { AnnouncementQuery } from '../../../contract/announcements/announcements.schema';
import './announcements.css';

/**
 * Search text, type filter (default all) and sort (default newest) of reading-side.md §2, kept
 * in the URL (?search=&type=&sort=) so a filtered list can be shared and the back button works.
 * A GET form: it works before hydration; afterwards a change of type or sort applies at once.
 */
export function AnnouncementFilters({ query }: { query: AnnouncementQuery }) {
  const submit = useSubmit();
  return (
    <Form method="get" role="search" aria-label="Filter announcements" className="announcement-filters rounded p-3 mb-4" key={`${query.search ?? ''}|${query.type}|${query.sort}`}>
      <Row className="g-3 align-items-end">
        <Col md={5}>
          <label htmlFor="announcement-search" className="form-label">
            Search announcements
          </label>
          <input id="announcement-search" className="form-control" type="search" name="search" defaultValue={query.search ?? ''} maxLength={ANNOUNCEMENT_SEARCH_MAX} placeholder="Search by title, content, author or tag" />
        </Col>
        <Col sm={6} md={3}>
          <label htmlFor="announcement-type" className="form-label">
            Type
          </label>
          <select id="announcement-type" className="form-select" name="type" defaultValue={query.type} onChange={(event) => submit(event.currentTarget.form)}>
            <option value="all">All Types</option>
            {ANNOUNCEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Col>
        <Col sm={6} md={2}>
          <label htmlFor="announcement-sort" className="form-label">
            Sort
          </label>
          <select id="announcement-sort" className="form-select" name="sort" defaultValue={query.sort} onChange={(event) => submit(event.currentTarget.form)}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </select>
        </Col>
        <Col md={2} className="d-flex gap-2">
          <Button type="submit" variant="primary">
            Search
          </Button>
          {isFilterActive(query) && (
            <Link to="/announcements" className="btn btn-outline-secondary">
              Clear
            </Link>
          )}
        </Col>
      </Row>
    </Form>
  );
}
