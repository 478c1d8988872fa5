import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useFieldArray, useWatch } from 'react-hook-form';
import { MAX_AUTHORS } from '../../../contract/papers/submission.schema';
import { TextField } from '../../components/forms/text-field';
import { canAddAuthor, canRemoveAuthor, choosePrimary, emptyAuthor, removeAuthor, type AuthorEntry } from './authors';
import { FormSection } from './form-section';
import { authorFieldId, fieldId } from './submission-errors';
import type { SubmissionForm } from './use-submission-form';

/**
 * Authors (acting-side.md §5 "Submission"): one card per author, exactly one primary contact
 * chosen by radio, at least one author always remains; removing the primary makes the first
 * author primary (the rules live in ./authors.ts).
 */
export function AuthorsEditor({ form }: { form: SubmissionForm }) {
  const { control, field, formState, getValues, setValue, clearErrors } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'authors' });
  const authors = (useWatch({ control, name: 'authors' }) ?? []) as AuthorEntry[];
  const focusAuthor = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const errors = formState.errors.authors;
  const listError = errors?.root?.message ?? errors?.message;

  useEffect(() => {
    if (focusAuthor.current === null) return;
    document.getElementById(authorFieldId(focusAuthor.current, 'name'))?.focus();
    focusAuthor.current = null;
  }, [fields.length]);

  const current = () => (getValues('authors') ?? []) as AuthorEntry[];
  const clearListError = () => {
    const now = form.formState.errors.authors;
    // The list's own message sits under root once author inputs exist (react-hook-form field arrays).
    if (now?.root) clearErrors('authors.root' as 'authors');
    else if (now?.message) clearErrors('authors');
  };
  const applyPrimary = (next: AuthorEntry[]) => {
    next.forEach((author, index) => {
      if (Boolean(getValues(`authors.${index}.isPrimaryContact`)) !== author.isPrimaryContact) {
        setValue(`authors.${index}.isPrimaryContact`, author.isPrimaryContact, { shouldDirty: true });
      }
    });
    clearListError();
  };
  const onAdd = () => {
    focusAuthor.current = fields.length;
    append(emptyAuthor());
  };
  const onRemove = (index: number) => {
    const next = removeAuthor(current(), index);
    remove(index);
    applyPrimary(next);
    addButton.current?.focus();
  };

  return (
    <FormSection id="authors" title="Authors">
      <p className="text-body-secondary">
        List every author in the order they should appear. Choose one primary contact: the journal writes to this author about the submission.
      </p>
      {listError && (
        <div id={fieldId('authors')} className="invalid-feedback d-block mb-3" tabIndex={-1}>
          {listError}
        </div>
      )}
      {fields.map((item, index) => {
        const authorErrors = errors?.[index];
        const register = (name: 'name' | 'email' | 'affiliation' | 'orcid') => field(`authors.${index}.${name}`, clearListError);
        return (
          <fieldset key={item.id} className="author-card border rounded p-3 mb-3">
            <legend className="h6 float-none w-auto px-1 mb-2">Author {index + 1}</legend>
            <Row>
              <Col md={6}>
                <TextField id={authorFieldId(index, 'name')} label="Full Name" required autoComplete="off" registration={register('name')} error={authorErrors?.name?.message} />
              </Col>
              <Col md={6}>
                <TextField id={authorFieldId(index, 'email')} label="Email" type="email" required autoComplete="off" registration={register('email')} error={authorErrors?.email?.message} />
              </Col>
              <Col md={6}>
                <TextField id={authorFieldId(index, 'affiliation')} label="Affiliation" required autoComplete="off" registration={register('affiliation')} error={authorErrors?.affiliation?.message} />
              </Col>
              <Col md={6}>
                <TextField
                  id={authorFieldId(index, 'orcid')}
                  label="ORCID iD (optional)"
                  autoComplete="off"
                  registration={register('orcid')}
                  error={authorErrors?.orcid?.message}
                  hint="For example 0000-0002-1825-0097."
                />
              </Col>
            </Row>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
              <Form.Check
                type="radio"
                id={`author-${index}-primary`}
                name="primary-contact"
                label="Primary contact"
                checked={Boolean(authors[index]?.isPrimaryContact)}
                onChange={() => applyPrimary(choosePrimary(current(), index))}
              />
              {canRemoveAuthor(fields.length) && (
                <Button variant="outline-danger" size="sm" aria-label={`Remove Author ${index + 1}`} onClick={() => onRemove(index)}>
                  Remove
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
      <Button ref={addButton} variant="outline-primary" onClick={onAdd} disabled={!canAddAuthor(fields.length)}>
        Add Author
      </Button>
      {!canAddAuthor(fields.length) && <p className="small text-body-secondary mt-2 mb-0">A paper can list at most {MAX_AUTHORS} authors.</p>}
    </FormSection>
  );
}
