import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useSearchParams } from 'react-router';
import { NEWSLETTER_MESSAGES as M } from '../../../contract/newsletter/newsletter.messages';
import { PageHero } from '../../components/layout/page-hero';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

type Purpose = 'confirm' | 'unsubscribe';
const TEXTS = {
  confirm: { heading: M.confirmHeading, intro: M.confirmIntro, button: M.confirmButton, invalid: M.confirmLinkInvalid },
  unsubscribe: { heading: M.unsubscribeHeading, intro: M.unsubscribeIntro, button: M.unsubscribeButton, invalid: M.unsubscribeLinkInvalid },
} as const;

/** The token the mail's link carries, if it has the shape of one. */
const tokenOf = (value: string | null) => (value && /^[0-9]+\.[A-Za-z0-9_.-]+$/.test(value) && value.length <= 200 ? value : null);

/**
 * /newsletter/confirm and /newsletter/unsubscribe (decision 0043): the page a newsletter mail's
 * link opens. Nothing changes until the reader presses the button, so a mail scanner that follows
 * links confirms or cancels nothing. Sending needs JavaScript, as the subscribe form does.
 */
export function NewsletterLinkPage({ purpose }: { purpose: Purpose }) {
  const texts = TEXTS[purpose];
  const [params] = useSearchParams();
  const token = tokenOf(params.get('token'));
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!token) return;
    setSending(true);
    try {
      const { newsletterLinkResultSchema } = await import('../../../contract/newsletter/newsletter.schema');
      const result = await sendJson(`/newsletter-subscriptions/${purpose}/${encodeURIComponent(token)}`, undefined, newsletterLinkResultSchema, { anonymous: true });
      setOutcome({ ok: true, message: result.message });
    } catch (error) {
      const detail = error instanceof ApiError && (error.status === 404 || error.status === 429) ? error.problem?.detail : undefined;
      setOutcome({ ok: false, message: detail ?? M.linkFailed });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageHero eyebrow="Newsletter" title={texts.heading} />
      <Container className="py-5" style={{ maxWidth: '42rem' }}>
        {!token ? (
          <Alert variant="warning" data-testid="newsletter-link-invalid">
            {texts.invalid}
          </Alert>
        ) : (
          <>
            <p>{texts.intro}</p>
            <noscript>
              <p className="text-danger-emphasis">This page needs JavaScript to send your answer.</p>
            </noscript>
            {!outcome?.ok && (
              <Button onClick={send} disabled={sending} data-testid="newsletter-link-button">
                {texts.button}
              </Button>
            )}
            <div aria-live="polite" className="mt-3">
              {outcome && (
                <Alert variant={outcome.ok ? 'success' : 'danger'} className="mb-0" data-testid="newsletter-link-outcome">
                  {outcome.message}
                </Alert>
              )}
            </div>
          </>
        )}
      </Container>
    </>
  );
}
