import { forwardRef, type MouseEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { ErrorItem } from './submission-errors';

function goToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  // Focus the field itself instead of following the fragment, which would change the address.
  event.preventDefault();
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/** The alert at the top of the form listing every problem (acting-side.md §5, §8), each linked to its field. */
export const ErrorSummary = forwardRef<HTMLDivElement, { heading: string; items: ErrorItem[] }>(function ErrorSummary({ heading, items }, ref) {
  return (
    <Alert ref={ref} variant="danger" role="alert" tabIndex={-1} className="submission-errors" data-testid="submission-errors">
      <p className={items.length ? 'fw-semibold mb-2' : 'fw-semibold mb-0'}>{heading}</p>
      {items.length > 0 && (
        <ul className="mb-0">
          {items.map((item, index) => (
            <li key={`${item.fieldId ?? 'form'}-${index}`}>
              {item.fieldId ? (
                <a href={`#${item.fieldId}`} className="alert-link fw-normal" onClick={(event) => goToField(event, item.fieldId!)}>
                  {item.message}
                </a>
              ) : (
                item.message
              )}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
});
