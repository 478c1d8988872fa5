import { specialIssueListSchema } from '../../../contract/special-issues/special-issues.schema';
import { defineCmsSection } from '../../components/cms/cms-section';
import { getJson, orNull } from '../../lib/api-data';
import { runSpecialIssueIntent, SPECIAL_ISSUE_INTENTS, specialIssueIntentSchema } from './special-issue-actions';
import type { CmsSpecialIssuesData } from './special-issues-data';
import { SpecialIssuesList } from './special-issues-list';
import { specialIssuesQuerySchema } from './special-issues-query';

/**
 * /admin/cms "Special issues" (issue 15; decision 0052), for admins and editors: the list is the
 * public GET /api/special-issues (every status, real counts); changes go to /api/admin/special-issues.
 */
export const specialIssuesSection = defineCmsSection({
  key: 'special-issues',
  title: 'Special issues',
  lead: 'Themed calls for papers: status, deadline, guest editors and how many articles each takes.',
  query: specialIssuesQuerySchema,
  async load(_query, signal): Promise<CmsSpecialIssuesData> {
    return { specialIssues: await orNull(getJson('/special-issues', specialIssueListSchema, { signal }), 'The special issues') };
  },
  View: SpecialIssuesList,
  actions: { intents: SPECIAL_ISSUE_INTENTS, schema: specialIssueIntentSchema, run: runSpecialIssueIntent },
});
