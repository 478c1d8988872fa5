import { useState, type ReactNode } from 'react';
import { citationText, type CitationPart } from './apa-citation';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "How to cite" (decision 0031): the APA reference built from the paper's data, shown without
 * JavaScript, and a button that copies it as plain text. `actions` go beside that button: the
 * page puts the citation tool's Cite button there (decision 0044: every format, from the server).
 */
export function HowToCite({ parts, actions }: { parts: readonly CitationPart[]; actions?: ReactNode }) {
  const [state, setState] = useState<CopyState>('idle');
  const text = citationText(parts);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch (error) {
      console.warn('Copying the citation failed', error);
      setState('failed');
    }
  }

  return (
    <section className="how-to-cite" aria-labelledby="how-to-cite-heading">
      <h2 id="how-to-cite-heading" className="article-aside__heading">
        How to cite
      </h2>
      <p className="how-to-cite__reference small mb-2" data-testid="apa-citation">
        {parts.map((part, index) => (part.italic ? <i key={index}>{part.text}</i> : <span key={index}>{part.text}</span>))}
      </p>
      <div className="d-flex align-items-center flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={copy}>
          Copy citation
        </button>
        {actions}
        <span className="small text-body-secondary" role="status">
          {state === 'copied' ? 'Citation copied.' : state === 'failed' ? 'Select the reference above to copy it.' : ''}
        </span>
      </div>
    </section>
  );
}
