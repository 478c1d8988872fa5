import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { MANUSCRIPT_TEMPLATE_FILE_NAME, MANUSCRIPT_TEMPLATE_PATH, TEMPLATE_DOWNLOAD_BUSY_MS, TEMPLATE_DOWNLOAD_SUCCESS_MS, TEMPLATE_MESSAGES as M } from '../../../contract/journal/template';

type State = 'idle' | 'downloading' | 'done' | 'failed';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * reading-side.md §2 / acting-side.md §8: 'Downloading...' for 1.5 s, then a success message
 * for 3 s. The file really comes from the server; a failed request says so instead.
 */
export function TemplateDownloadButton() {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  async function download() {
    if (timer.current) clearTimeout(timer.current);
    setState('downloading');
    try {
      const [response] = await Promise.all([fetch(MANUSCRIPT_TEMPLATE_PATH), wait(TEMPLATE_DOWNLOAD_BUSY_MS)]);
      if (!response.ok) throw new Error(`status ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = MANUSCRIPT_TEMPLATE_FILE_NAME;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      if (!mounted.current) return;
      setState('done');
      timer.current = setTimeout(() => setState('idle'), TEMPLATE_DOWNLOAD_SUCCESS_MS);
    } catch {
      if (mounted.current) setState('failed');
    }
  }

  return (
    <div>
      <Button size="lg" onClick={download} disabled={state === 'downloading'} data-testid="template-download">
        {state === 'downloading' ? M.downloading : 'Download Template (.docx)'}
      </Button>
      <div aria-live="polite" className="mt-3">
        {state === 'done' && (
          <Alert variant="success" className="mb-0">
            {M.success}
          </Alert>
        )}
        {state === 'failed' && (
          <Alert variant="danger" className="mb-0">
            {M.failure}
          </Alert>
        )}
      </div>
      <p className="small text-body-secondary mt-2 mb-0">
        Or use the direct link: <a href={MANUSCRIPT_TEMPLATE_PATH}>{MANUSCRIPT_TEMPLATE_FILE_NAME}</a>
      </p>
    </div>
  );
}
