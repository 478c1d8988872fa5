import { z } from 'zod';
import { appealsQuerySchema, submissionsQuerySchema } from '../../../contract/editor-desk/editor-desk.schema';
import { reviewerApplicationsQuerySchema } from '../../../contract/reviews/reviewer-application.schema';

/**
 * Everything /editor-dashboard keeps in its address (decision 0036): the submissions table's
 * query (GET /api/editor/submissions, the contract's schema as it is), which section is shown and
 * whether the appeals and reviewer applications lists show decided ones too. writeSearchParams(query, submissionsQuerySchema)
 * keeps only the table's part for the API call.
 */
export const DASHBOARD_VIEWS = ['submissions', 'appeals', 'applications'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

export const dashboardQuerySchema = submissionsQuerySchema.extend({
  view: z.enum(DASHBOARD_VIEWS).default('submissions'),
  appeals: appealsQuerySchema.shape.status,
  applications: reviewerApplicationsQuerySchema.shape.status,
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;
