import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { REVIEW_MESSAGES as M } from '../../../contract/reviews/review.messages';
import { downloadWithToken } from '../../lib/authorized-download';

/**
 * A review's annotated file on the paper page (decision 0041): authors once the round is decided,
 * editors at once, as 'Reviewer N' sent it with its document properties removed. The download
 * needs the bearer token, so it is fetched and saved under the server's neutral name.
 */
export function AnnotatedFileLink({ url, reviewer }: { url: string; reviewer: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <p className="mt-2 mb-0">
      <Button
        variant="outline-primary"
        size="sm"
        data-testid="annotated-file"
        onClick={() => {
          setFailed(false);
          downloadWithToken(url, 'annotated-review.pdf').catch(() => setFailed(true));
        }}
      >
        Annotated file<span className="visually-hidden"> of {reviewer}</span>
      </Button>
      {failed && (
        <span className="text-danger small ms-2" role="alert">
          {M.annotatedFileDownloadFailed}
        </span>
      )}
    </p>
  );
}
