import { lazy, Suspense, useState } from 'react';

const CitationModal = lazy(() => import('./citation-modal'));

interface CiteButtonProps {
  paperId: number;
  /** The paper's title, named in the dialog so a list row's button says which paper it cites. */
  paperTitle: string;
  className?: string;
  label?: string;
}

/**
 * The citation tool's button (acting-side.md §9, issue 15; decision 0044): opens the citation
 * dialog of one published paper. The paper page uses it; the admin paper list and
 * /current-publications can too, with a paper id. The dialog's code, and the zod that parses its
 * answers, load on the first click only (decision 0032); the formatting happens on the server.
 */
export function CiteButton({ paperId, paperTitle, className = 'btn btn-outline-primary btn-sm', label = 'Cite' }: CiteButtonProps) {
  const [requested, setRequested] = useState(false);
  const [show, setShow] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        data-testid="cite-button"
        onClick={() => {
          setRequested(true);
          setShow(true);
        }}
      >
        {label}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <CitationModal paperId={paperId} paperTitle={paperTitle} show={show} onClose={() => setShow(false)} />
        </Suspense>
      )}
    </>
  );
}
