import '../../features/papers/papers.css';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { data, redirect, useLocation, useNavigate, useNavigation } from 'react-router';
import { TEXT_NOT_ALLOWED } from '../../../contract/http/text';
import { PAPER_MESSAGES as M } from '../../../contract/papers/messages';
import { SEARCH_PAGE_SIZE } from '../../../contract/papers/paper-search';
import { hasSearchCriteria, paperSearchQuerySchema, type PaperPage } from '../../../contract/papers/papers.schema';
import { listCategories, searchPublishedPapers } from '../../../core/papers/papers.service';
import { PageHero } from '../../components/layout/page-hero';
import { Pagination } from '../../components/layout/pagination';
import { EMPTY_CRITERIA, SearchForm, searchHref, type SearchCriteria } from '../../features/papers/search-form';
import { SearchResults } from '../../features/papers/search-results';
import { pageTitle } from '../../lib/section-titles';
import type { Route } from './+types/search';

const TITLE = 'Search Articles';
const FIELD_LABELS: Record<string, string> = { query: 'Search text', category: 'Category', date: 'Publication date', author: 'Author', page: 'Page' };

/**
 * reading-side.md §2 "Paper search": the search lives in the URL (?query=&category=&date=&author=&page=)
 * and the page is rendered on the server from it, so a search can be shared and the back
 * button works. Searching happens in core (ranked full-text search, 10 a page).
 * `?q=` (what people and search engines type) leads to the same search under its one address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  if (params.has('q') && !params.has('query')) {
    params.set('query', params.get('q') ?? '');
    params.delete('q');
    throw redirect(`${url.pathname}?${params.toString()}`, 301);
  }
  const raw = Object.fromEntries(['query', 'category', 'date', 'author', 'page'].map((key) => [key, params.get(key) ?? undefined]));
  const categories = await listCategories(context.ctx);
  const parsed = paperSearchQuerySchema.safeParse(raw);
  if (!parsed.success) {
    // Bad input (a 10 KB query, an unknown date range, a control character the database refuses)
    // is a 400 page that says what is wrong, never a 500; the form starts empty rather than echo it.
    const problems = [
      ...new Set(parsed.error.issues.map((issue) => (issue.message === TEXT_NOT_ALLOWED ? `${FIELD_LABELS[String(issue.path[0])] ?? 'The search'}: ${issue.message}` : issue.message))),
    ];
    return data({ categories, criteria: EMPTY_CRITERIA, results: null as PaperPage | null, error: M.invalidSearch, problems }, { status: 400 });
  }
  const query = parsed.data;
  const criteria: SearchCriteria = { query: query.query ?? '', category: query.category ?? '', date: query.date ?? '', author: query.author ?? '' };
  const results = hasSearchCriteria(query) ? await searchPublishedPapers(context.ctx, query) : null;
  return { categories, criteria, results, error: null as string | null, problems: [] as string[] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const query = loaderData?.criteria.query;
  const tags = [
    { title: pageTitle(query ? `${TITLE}: ${query}` : TITLE, matches) },
    { name: 'description', content: 'Search the published articles of the journal by words, category, publication date and author.' },
  ];
  // Result pages are for readers; the papers themselves are what indexers should list.
  return loaderData?.results || loaderData?.error ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { categories, criteria, results, error, problems } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/search';
  const pageCount = results ? Math.ceil(results.total / SEARCH_PAGE_SIZE) : 0;

  return (
    <>
      <PageHero title={TITLE} lead="Search every article the journal has published." />
      <Container className="py-4 py-lg-5">
        <SearchForm
          key={location.search}
          initial={criteria}
          categories={categories}
          onSearch={(next) => navigate(searchHref(next))}
          onClear={() => {
            if (location.search) navigate('/search');
          }}
        />
        <div aria-live="polite" aria-busy={searching}>
          {error && (
            <Alert variant="danger">
              {error}
              {problems.length > 0 && (
                <ul className="mb-0 mt-2">
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
          {searching ? (
            <div className="d-flex align-items-center justify-content-center gap-2 py-5" role="status">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              <span>{M.searching}</span>
            </div>
          ) : (
            !error && <SearchResults papers={results?.items ?? null} total={results?.total ?? 0} search={location.search} />
          )}
        </div>
        {!searching && results && <Pagination label="Search results pages" page={results.page} pageCount={pageCount} hrefFor={(page) => searchHref(criteria, page)} />}
      </Container>
    </>
  );
}
