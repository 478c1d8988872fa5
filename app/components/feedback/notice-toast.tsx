import './notice-toast.css';
import { useEffect, useEffectEvent } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';

/** acting-side.md §4 and §9: "status notes clear after 5 s". */
export const NOTICE_MS = 5_000;

export interface Notice {
  ok: boolean;
  text: string;
  detail?: string;
}

/**
 * The news of a change (acting-side.md §4: "a success note that clears after 5 seconds, and an
 * error note on failure"; the admin dashboard's 'Marked as read' and the like): a toast over the
 * page's corner, so nothing on the page moves, never a browser alert box. Both live regions are
 * always in the document, so screen readers announce what arrives in them: polite for success,
 * assertive for failure. Shared by the staff dashboards.
 */
export function NoticeToast({ notice, onClear }: { notice: Notice | null; onClear(): void }) {
  const clear = useEffectEvent(onClear);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => clear(), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  const visible = notice;
  const body = (ok: boolean) =>
    visible && visible.ok === ok ? (
      <div className={`desk-toast shadow alert ${ok ? 'alert-success' : 'alert-danger'} d-flex align-items-start gap-2 mb-0`} data-testid="desk-notice">
        <div className="flex-grow-1">
          <p className="mb-0">{visible.text}</p>
          {visible.detail && <p className="mb-0 mt-1">{visible.detail}</p>}
        </div>
        <CloseButton aria-label="Dismiss" onClick={onClear} />
      </div>
    ) : null;
  return (
    <div className="desk-toasts">
      <div role="status" aria-live="polite">
        {body(true)}
      </div>
      <div role="alert" aria-live="assertive">
        {body(false)}
      </div>
    </div>
  );
}
