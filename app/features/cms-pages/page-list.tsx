import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { PAGE_MESSAGES as M, type PageList as Pages } from '../../../contract/pages/pages.schema';
import { formatSavedAt } from './saved-at';

/** The editable static pages, each with when and by whom it was last saved. */
export function PageList({ pages, hrefFor }: { pages: Pages | null; hrefFor(slug: string): string }) {
  if (!pages) return <Alert variant="danger">{M.failedToLoad}</Alert>;
  return (
    <div className="table-responsive" role="region" aria-labelledby="cms-pages-caption" tabIndex={0}>
      <table className="table align-middle" data-testid="cms-page-list">
        <caption id="cms-pages-caption" className="caption-top">
          The public information pages whose text you can edit. Titles and page headers stay as the design system sets them.
        </caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Address</th>
            <th scope="col">Last saved</th>
          </tr>
        </thead>
        <tbody>
          {pages.items.map((page) => (
            <tr key={page.slug}>
              <td>
                <Link to={hrefFor(page.slug)} aria-label={`Edit ${page.title}`}>
                  {page.title}
                </Link>
              </td>
              <td>
                <a href={page.path}>{page.path}</a>
              </td>
              <td>
                {formatSavedAt(page.updatedAt)}
                {page.updatedBy ? ` by ${page.updatedBy.name}` : ' (the text the site came with)'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
