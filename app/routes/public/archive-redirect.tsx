import { redirect } from 'react-router';

/**
 * /archive is the home page's 'View All Publications' link (reading-side.md §2); it has the same
 * purpose as /archives, so it sends readers (and indexers, permanently) to the one archives page.
 */
export function loader() {
  return redirect('/archives', 301);
}

export default function ArchiveRedirect() {
  return null;
}
