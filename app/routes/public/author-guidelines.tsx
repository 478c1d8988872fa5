import { redirect } from 'react-router';

/** The home page's closing call to action links /author-guidelines: it is the authors' guide. */
export function loader() {
  return redirect('/guide-for-authors', 301);
}
