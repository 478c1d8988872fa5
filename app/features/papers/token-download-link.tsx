import { useState, type MouseEvent, type ReactNode } from 'react';
import { PAPER_MESSAGES as M } from '../../../contract/papers/messages';
import { downloadWithToken } from '../../lib/authorized-download';

interface TokenDownloadLinkProps {
  href: string;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  /** What the link says; it reads 'Downloading...' while the file comes. */
  children: ReactNode;
  testId?: string;
}

/** A file the API gives only with the bearer token (versions, appeal files): fetched, then saved. */
export function TokenDownloadLink({ href, fallbackName, children, testId }: TokenDownloadLinkProps) {
  const [busy, setBusy] = useState(false);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await downloadWithToken(href, fallbackName);
    } catch (error) {
      console.warn('Download failed', error);
      window.alert(M.downloadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <a href={href} className="btn btn-outline-primary btn-sm" onClick={download} aria-disabled={busy || undefined} data-testid={testId}>
      {busy ? 'Downloading...' : children}
    </a>
  );
}
