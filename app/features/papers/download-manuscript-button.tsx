import { useState, type MouseEvent } from 'react';
import { PAPER_MESSAGES as M } from '../../../contract/papers/messages';
import { downloadWithToken } from '../../lib/authorized-download';

/**
 * reading-side.md §6, §7: the download sends the stored bearer token (none for an anonymous
 * reader of a published paper) and saves the blob; on failure the spec's alert. Without
 * JavaScript the link itself downloads what an anonymous reader may have.
 */
export function DownloadManuscriptButton({
  paperId,
  fileName,
  label = 'Download Manuscript',
  className = 'btn btn-primary',
}: {
  paperId: number;
  fileName: string | null;
  label?: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const href = `/api/papers/${paperId}/download`;

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await downloadWithToken(href, fileName ?? `paper-${paperId}.pdf`);
    } catch (error) {
      console.warn('Manuscript download failed', error);
      window.alert(M.downloadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <a href={href} className={className} onClick={download} aria-disabled={busy || undefined} data-testid="download-manuscript">
      {busy ? 'Downloading...' : label}
    </a>
  );
}
