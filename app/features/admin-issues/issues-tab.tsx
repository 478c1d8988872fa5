import { adminIssuePageSchema, adminIssueQuerySchema, type AdminIssuePage } from '../../../contract/issues/admin-issues.schema';
import { defineAdminTab } from '../../components/admin-dashboard/admin-tab';
import { getJson, orNull } from '../../lib/api-data';
import { writeSearchParams } from '../../lib/search-params';
import { ISSUE_INTENTS, issueIntentSchema, runIssueIntent } from './issue-actions';
import { IssuesList } from './issues-list';

export interface IssuesTabData {
  /** The page of the list, null when it failed to load. */
  page: AdminIssuePage | null;
}

/** acting-side.md §2 Issues (decision 0046): every issue, drafts too; create, edit, publish, delete. */
export const issuesTab = defineAdminTab({
  key: 'issues',
  title: 'Issues',
  query: adminIssueQuerySchema,
  async load(query, signal): Promise<IssuesTabData> {
    return { page: await orNull(getJson('/admin/issues', adminIssuePageSchema, { query: writeSearchParams(query, adminIssueQuerySchema), signal }), 'The issues') };
  },
  View: ({ data, query, setQuery, hrefFor, loading, onNotice }) => <IssuesList page={data.page} query={query} setQuery={setQuery} hrefFor={hrefFor} loading={loading} onNotice={onNotice} />,
  actions: { intents: ISSUE_INTENTS, schema: issueIntentSchema, run: runIssueIntent },
});
