import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';

/** Where the upload stands: bytes leaving the browser, the server checking them, or done. */
export type UploadState = { phase: 'uploading'; percent: number } | { phase: 'processing' } | { phase: 'done' };

const percentOf = (state: UploadState) => (state.phase === 'uploading' ? state.percent : 100);

export function uploadLabel(state: UploadState): string {
  if (state.phase === 'uploading') return `Uploading… ${state.percent}%`;
  if (state.phase === 'processing') return 'Uploaded 100%. Checking your manuscript…';
  return 'Uploaded 100%';
}

/** The upload's progress bar with its percentage, and Cancel while bytes are still being sent. */
export function UploadProgress({ state, onCancel }: { state: UploadState; onCancel?: () => void }) {
  const percent = percentOf(state);
  const label = uploadLabel(state);
  return (
    <div className="upload-progress my-3" data-testid="upload-progress">
      {/* Announces the phase, not every percent. */}
      <p className="visually-hidden" aria-live="polite">
        {state.phase === 'uploading' ? 'Uploading your manuscript.' : state.phase === 'processing' ? 'Upload complete; the journal is checking your manuscript.' : 'Upload complete.'}
      </p>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <span className="fw-semibold" aria-hidden="true">
          {label}
        </span>
        {state.phase === 'uploading' && onCancel && (
          <Button variant="outline-secondary" size="sm" onClick={onCancel}>
            Cancel upload
          </Button>
        )}
      </div>
      <ProgressBar>
        <ProgressBar
          now={percent}
          label={`${percent}%`}
          aria-label="Manuscript upload"
          aria-valuetext={label}
          variant={state.phase === 'done' ? 'success' : undefined}
          striped={state.phase === 'processing'}
          animated={state.phase === 'processing'}
        />
      </ProgressBar>
    </div>
  );
}
