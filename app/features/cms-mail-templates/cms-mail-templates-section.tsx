import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import { MAIL_TEMPLATE_MESSAGES as M, type MailTemplateSummary } from '../../../contract/mail/mail-templates.schema';
import type { AdminTabViewProps } from '../../components/admin-dashboard/admin-tab';
import { useTabAction } from '../../components/admin-dashboard/use-tab-action';
import { formatLongDate } from '../../lib/format';
import type { MailTemplateIntent, MailTemplateOutcome } from './mail-template-actions';
import { MailTemplateEditor } from './mail-template-editor';
import type { CmsMailTemplatesData } from './mail-templates-data';
import type { MailTemplatesQuery } from './mail-templates-query';
import './cms-mail-templates.css';

/**
 * /admin/cms "Mail templates" (issue 15; decision 0054): every template with when it is sent and
 * whether it is edited; one template's subject and body beside a live preview, save and reset.
 */
export function CmsMailTemplatesSection({ data, hrefFor, onNotice }: AdminTabViewProps<MailTemplatesQuery, CmsMailTemplatesData>) {
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const { send, busy } = useTabAction<MailTemplateIntent, MailTemplateOutcome>((outcome) => {
    onNotice({ ok: outcome.ok, text: outcome.message });
    setServerErrors(outcome.ok ? {} : (outcome.textErrors ?? {}));
  });

  if (!data.opened) return <MailTemplateList templates={data.templates} hrefFor={(key) => hrefFor({ template: key })} />;
  const { key, template } = data.opened;
  return (
    <div data-testid="cms-mail-template">
      <Link to={hrefFor({ template: undefined })} className="d-inline-block mb-3">
        ← All mail templates
      </Link>
      {!template ? (
        <Alert variant="danger">{M.failedToLoad}</Alert>
      ) : (
        <MailTemplateEditor
          key={`${key}-${template.updatedAt ?? 'default'}`}
          template={template}
          busy={busy}
          serverErrors={serverErrors}
          onSave={(draft) => send({ intent: 'saveMailTemplate', key, ...draft })}
          onReset={() => send({ intent: 'resetMailTemplate', key })}
        />
      )}
    </div>
  );
}

function MailTemplateList({ templates, hrefFor }: { templates: MailTemplateSummary[] | null; hrefFor(key: string): string }) {
  if (!templates) return <Alert variant="danger">{M.failedToLoad}</Alert>;
  return (
    <div className="table-responsive" role="region" aria-labelledby="cms-mail-templates-caption" tabIndex={0}>
      <table className="table align-middle" data-testid="cms-mail-template-list">
        <caption id="cms-mail-templates-caption" className="caption-top">
          Every mail the journal sends from a template. An edited template is used from the next mail on; resetting it brings back the default text.
        </caption>
        <thead>
          <tr>
            <th scope="col">Mail</th>
            <th scope="col">When it is sent</th>
            <th scope="col">Text</th>
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
            <tr key={template.key}>
              <td>
                <Link to={hrefFor(template.key)} aria-label={`Edit ${template.title}`}>
                  {template.title}
                </Link>
              </td>
              <td className="small">{template.when}</td>
              <td>
                {template.edited ? (
                  <>
                    <Badge bg="info" text="dark">
                      Edited
                    </Badge>{' '}
                    <span className="small">{template.updatedAt ? formatLongDate(template.updatedAt) : ''}</span>
                  </>
                ) : (
                  <Badge bg="light" text="dark" className="border">
                    Default
                  </Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
