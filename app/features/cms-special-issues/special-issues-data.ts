import type { SpecialIssue } from '../../../contract/special-issues/special-issues.schema';

/** What /admin/cms's Special issues section shows (decision 0052): every special issue with its real count (null: failed to load). */
export interface CmsSpecialIssuesData {
  specialIssues: SpecialIssue[] | null;
}
