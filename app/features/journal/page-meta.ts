import { pageTitle } from '../../lib/section-titles';

/** Title and description of an information page (the leaf's meta replaces the root's, so both are given). */
export function pageMeta(title: string, description: string) {
  return [{ title: pageTitle(title) }, { name: 'description', content: description }];
}
