import { REVIEW_MESSAGES as M } from '../../../contract/reviews/review.messages';
import type { MyReview } from '../../../contract/reviews/review.schema';

/** A review once sent: read-only (issue 14), as the reviewer wrote it. */
export function ReviewReadOnly({ review }: { review: MyReview }) {
  const rows: [string, string | null][] = [
    ['Competing interests', review.competingInterests],
    ['Recommendation', review.recommendation],
    ['Comments to the author', review.commentsToAuthor],
    ['Confidential comments to the editor', review.confidentialComments],
    ['Annotated file', review.annotatedFile?.fileName ?? null],
  ];
  return (
    <section className="card mb-4" aria-labelledby="review-sent-heading" data-testid="review-read-only">
      <div className="card-body">
        <h2 id="review-sent-heading" className="h5 mb-3">
          Your Review
        </h2>
        <p className="text-body-secondary">{M.reviewReadOnly}</p>
        <dl className="review-readonly mb-0">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value?.trim() ? value : 'None'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
