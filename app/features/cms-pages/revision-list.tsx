import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { PageRevisionPage } from '../../../contract/pages/pages.schema';
import { Pagination } from '../../components/layout/pagination';
import { formatSavedAt } from './saved-at';

interface RevisionListProps {
  revisions: PageRevisionPage | null;
  busy: boolean;
  onRestore(revisionId: number): void;
  hrefFor(page: number): string;
}

/** Every save of the page, newest first; any earlier one can be restored (as a new revision). */
export function RevisionList({ revisions, busy, onRestore, hrefFor }: RevisionListProps) {
  return (
    <section aria-labelledby="cms-revisions-heading" className="mt-5" data-testid="cms-revisions">
      <h2 id="cms-revisions-heading" className="h4">
        Revisions
      </h2>
      {!revisions ? (
        <Alert variant="danger">The revisions could not be loaded. Please try again.</Alert>
      ) : (
        <>
          <ul className="list-group mb-3">
            {revisions.items.map((revision) => (
              <li key={revision.id} className="list-group-item d-flex flex-wrap gap-2 justify-content-between align-items-center">
                <div>
                  <span className="fw-semibold">Revision {revision.id}</span>
                  {revision.current && <span className="badge text-bg-success ms-2">Current</span>}
                  <br />
                  <span className="text-body-secondary small">
                    {formatSavedAt(revision.createdAt)} · {revision.author ? revision.author.name : 'The text the site came with'}
                    {revision.restoredFromId !== null && ` · restored from revision ${revision.restoredFromId}`}
                  </span>
                </div>
                {!revision.current && (
                  <Button variant="outline-secondary" size="sm" disabled={busy} onClick={() => onRestore(revision.id)} aria-label={`Restore revision ${revision.id}`}>
                    Restore
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Pagination page={revisions.page} pageCount={Math.ceil(revisions.total / revisions.pageSize)} hrefFor={hrefFor} label="Revision pages" preventScrollReset />
        </>
      )}
    </section>
  );
}
