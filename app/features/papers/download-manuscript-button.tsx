import { useState, type MouseEvent } from 'react';
import { PAPER_MESSAGES as M } from '../../../contract/papers/messages';
import { storedToken } from '../../lib/api';

/** The name the server gives in Content-Disposition, else the one the page was given. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * reading-side.md §6, §7: the download sends the stored bearer token (none for an anonymous
 * reader of a published paper) and saves the blob; on failure the spec's alert. Without
 * JavaScript the link itself downloads what an anonymous reader may have.
 */
export function DownloadManuscriptButton({ paperId, fileName }: { paperId: number; fileName: string | null }) {
  const [busy, setBusy] = useState(false);
  const href = `/api/papers/${paperId}/download`;

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const token = storedToken();
      const response = await fetch(href, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
      if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response.headers.get('content-disposition'), fileName ?? `paper-${paperId}.pdf`);
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.warn('Manuscript download failed', error);
      window.alert(M.downloadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <a href={href} className="btn btn-primary" onClick={download} aria-disabled={busy || undefined} data-testid="download-manuscript">
      {busy ? 'Downloading...' : 'Download Manuscript'}
    </a>
  );
}
