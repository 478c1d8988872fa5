import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { ARTICLE_TYPES } from '../../../contract/journal/manuscripts';
import { SUBMISSION_CATEGORIES } from '../../../contract/papers/submission-categories';
import { ABSTRACT_MAX_WORDS, countWords, splitKeywords } from '../../../contract/papers/submission.schema';
import { describedBy, RequiredMark, TextField } from '../../components/forms/text-field';
import { FormSection } from './form-section';
import { fieldId } from './submission-errors';
import type { SubmissionForm } from './use-submission-form';

/** Paper Details: title, abstract with a live word count, keywords, category (acting-side.md §2, §5). */
export function PaperDetailsSection({ form, revising }: { form: SubmissionForm; revising?: boolean }) {
  const { field, control, formState } = form;
  const { errors } = formState;
  const abstract = useWatch({ control, name: 'abstract' }) ?? '';
  const keywords = useWatch({ control, name: 'keywords' }) ?? '';
  const category = String(useWatch({ control, name: 'category' }) ?? '');
  // A paper filed under a category no longer offered keeps it when revised.
  const categories: readonly string[] = category && !SUBMISSION_CATEGORIES.includes(category as never) ? [...SUBMISSION_CATEGORIES, category] : SUBMISSION_CATEGORIES;
  const words = countWords(String(abstract));
  const keywordCount = splitKeywords(String(keywords)).length;
  const categoryId = fieldId('category');
  const categoryError = errors.category?.message;
  const typeId = fieldId('articleType');
  const typeError = errors.articleType?.message;

  return (
    <FormSection id="paper-details" title="Paper Details">
      <TextField id={fieldId('title')} label="Title" required registration={field('title')} error={errors.title?.message} />
      <TextField
        id={fieldId('abstract')}
        label="Abstract"
        required
        rows={8}
        registration={field('abstract')}
        error={errors.abstract?.message}
        hint={
          <span className={words > ABSTRACT_MAX_WORDS ? 'text-danger fw-semibold' : undefined}>
            {words} / {ABSTRACT_MAX_WORDS} words
          </span>
        }
      />
      <TextField
        id={fieldId('keywords')}
        label="Keywords"
        required
        registration={field('keywords')}
        error={errors.keywords?.message}
        hint={`Separate keywords with commas; 4-6 keywords are recommended.${keywordCount ? ` ${keywordCount} entered.` : ''}`}
      />
      <Form.Group className="mb-3" controlId={categoryId}>
        <Form.Label>
          Category
          <RequiredMark />
        </Form.Label>
        <Form.Select
          {...field('category')}
          isInvalid={Boolean(categoryError)}
          aria-invalid={categoryError ? true : undefined}
          aria-required
          aria-describedby={describedBy(categoryId, null, categoryError)}
        >
          <option value="">Select a category</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Form.Select>
        {categoryError && (
          <Form.Control.Feedback type="invalid" id={`${categoryId}-error`}>
            {categoryError}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      {/* A revision keeps the paper's article type (issue 15); the fee table prices it. */}
      {!revising && (
        <Form.Group className="mb-3" controlId={typeId}>
          <Form.Label>
            Article Type
            <RequiredMark />
          </Form.Label>
          <Form.Select
            {...field('articleType')}
            isInvalid={Boolean(typeError)}
            aria-invalid={typeError ? true : undefined}
            aria-required
            aria-describedby={describedBy(typeId, true, typeError)}
          >
            <option value="">Select an article type</option>
            {ARTICLE_TYPES.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </Form.Select>
          <Form.Text id={`${typeId}-hint`} muted>
            The types, their limits and fees are in the Guide for Authors and on the Publication Fee page.
          </Form.Text>
          {typeError && (
            <Form.Control.Feedback type="invalid" id={`${typeId}-error`}>
              {typeError}
            </Form.Control.Feedback>
          )}
        </Form.Group>
      )}
    </FormSection>
  );
}
