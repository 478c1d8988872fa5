import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { REVIEW_MESSAGES as M } from '../../../contract/reviews/review.messages';
import { storedToken } from '../../lib/api';
import { writingAuth } from './review-actions';

/** The name the server gives in Content-Disposition, else the one the page was given. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * The reviewers' copy of the manuscript (GET /api/reviews/{id}/manuscript): it needs a session,
 * the reviewer's own or one scoped to this review from the link, so it is fetched with the token
 * and saved from a blob under its neutral name (manuscript-{id}.pdf).
 */
export function DownloadReviewManuscript({ id, invitation, fileName }: { id: number; invitation: string | null; fileName: string | null }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const token = (await writingAuth(id, invitation)).token ?? storedToken();
      const response = await fetch(`/api/reviews/${id}/manuscript`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
      if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response.headers.get('content-disposition'), fileName ?? `manuscript-${id}.pdf`);
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.warn('The manuscript download failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <Button variant="primary" onClick={() => void download()} disabled={busy} data-testid="download-review-manuscript">
        {busy ? 'Downloading...' : 'Download Manuscript'}
      </Button>
      {fileName && <span className="ms-2 small text-body-secondary">{fileName}</span>}
      <div aria-live="polite">
        {failed && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {M.noManuscript}
          </p>
        )}
      </div>
    </div>
  );
}
