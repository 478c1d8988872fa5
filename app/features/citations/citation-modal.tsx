import './citations.css';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import {
  CITATION_FORMATS,
  CITATION_MESSAGES as M,
  COPY_CONFIRMATION_MS,
  DEFAULT_CITATION_FORMAT,
  citationFileName,
  citationSchema,
  type Citation,
  type CitationFormat,
} from '../../../contract/citations/citations';
import { ApiError } from '../../lib/api';
import { getJson } from '../../lib/api-data';

interface CitationModalProps {
  paperId: number;
  paperTitle: string;
  show: boolean;
  onClose(): void;
}

type Loaded = { state: 'loading' } | { state: 'loaded'; citation: Citation } | { state: 'failed'; message: string };
type CopyState = 'idle' | 'copied' | 'select';

/** Formats whose text is code for a reference manager, shown in a monospaced box. */
const CODE_FORMATS: ReadonlySet<CitationFormat> = new Set(['bibtex', 'ris', 'csl-json']);

const citationUrl = (paperId: number) => `/papers/${paperId}/citation`;

/**
 * The citation dialog (acting-side.md §9, issue 15; decision 0044): a format, the reference as
 * the server formats it (GET /api/papers/{id}/citation), Copy with the spec's 2-second
 * confirmation, and Download as citation-{format}.txt. Where the Clipboard API is missing or
 * refused, the text is selected and the reader is told to press Ctrl+C.
 */
export default function CitationModal({ paperId, paperTitle, show, onClose }: CitationModalProps) {
  const [format, setFormat] = useState<CitationFormat>(DEFAULT_CITATION_FORMAT);
  const [loaded, setLoaded] = useState<Partial<Record<CitationFormat, Loaded>>>({});
  const [copy, setCopy] = useState<CopyState>('idle');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const current = loaded[format] ?? { state: 'loading' };

  useEffect(() => {
    if (!show || loaded[format]?.state === 'loaded') return;
    const controller = new AbortController();
    setLoaded((all) => ({ ...all, [format]: { state: 'loading' } }));
    getJson(citationUrl(paperId), citationSchema, { query: new URLSearchParams({ format }), signal: controller.signal, anonymous: true })
      .then((citation) => setLoaded((all) => ({ ...all, [format]: { state: 'loaded', citation } })))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the citation failed', error);
        const detail = error instanceof ApiError && error.status < 500 ? error.problem?.detail : undefined;
        setLoaded((all) => ({ ...all, [format]: { state: 'failed', message: detail ?? M.loadFailed } }));
      });
    return () => controller.abort();
    // Only a new format, paper or opening asks again; `loaded` is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [format, paperId, show]);

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const text = current.state === 'loaded' ? current.citation.text : '';

  /** Selects the text and asks the browser to copy it the old way; false when it will not. */
  function copyBySelection(): boolean {
    const box = textRef.current;
    if (!box) return false;
    box.focus();
    box.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }

  async function copyText() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The Clipboard API is not available');
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch (error) {
      console.warn('Copying with the Clipboard API failed', error);
      setCopy(copyBySelection() ? 'copied' : 'select');
    }
  }

  const codeLike = CODE_FORMATS.has(format);
  return (
    <Modal show={show} onHide={onClose} centered scrollable size="lg" aria-labelledby="citation-modal-title" data-testid="citation-modal">
      <Modal.Header closeButton>
        <Modal.Title id="citation-modal-title" as="h2" className="h5">
          Cite this article
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary small mb-3">{paperTitle}</p>
        <Form.Group controlId={`citation-format-${paperId}`} className="mb-3">
          <Form.Label>Citation format</Form.Label>
          <Form.Select
            value={format}
            onChange={(event) => {
              setFormat(event.currentTarget.value as CitationFormat);
              setCopy('idle');
            }}
          >
            {CITATION_FORMATS.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`citation-text-${paperId}`}>
          <Form.Label>Citation</Form.Label>
          {current.state === 'failed' ? (
            <Alert variant="danger" className="mb-0" data-testid="citation-error">
              {current.message}
            </Alert>
          ) : (
            <Form.Control
              as="textarea"
              ref={textRef}
              readOnly
              rows={codeLike ? 12 : 5}
              value={current.state === 'loaded' ? text : M.loading}
              aria-busy={current.state === 'loading'}
              className={codeLike ? 'citation-code font-monospace small' : 'citation-text'}
              data-testid="citation-text"
            />
          )}
        </Form.Group>
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <span role="status" className={copy === 'copied' ? 'text-success fw-semibold' : 'small'} data-testid="citation-copy-status">
          {copy === 'copied' ? M.copied : copy === 'select' ? M.copyFailed : ''}
        </span>
        <div className="d-flex flex-wrap gap-2">
          {current.state === 'loading' && <Spinner animation="border" size="sm" aria-hidden="true" className="align-self-center" />}
          <Button variant="primary" onClick={copyText} disabled={current.state !== 'loaded'}>
            Copy
          </Button>
          <a
            className={`btn btn-outline-primary${current.state === 'loaded' ? '' : ' disabled'}`}
            aria-disabled={current.state === 'loaded' ? undefined : true}
            href={`/api${citationUrl(paperId)}?format=${format}&download=1`}
            download={citationFileName(format)}
          >
            Download
          </a>
          <Button variant="outline-secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </Modal.Footer>
    </Modal>
  );
}
