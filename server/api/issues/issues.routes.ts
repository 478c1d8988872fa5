import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema } from '../../../contract/http/problem';
import {
  issueDetailSchema,
  issueIdParamsSchema,
  issueListSchema,
  issueNumberParamsSchema,
  volumeGroupListSchema,
} from '../../../contract/issues/issues.schema';
import { listIssues, listVolumeGroups, requireCurrentIssue, requireIssue, requireIssueByNumber } from '../../../core/issues/issues.service';

/**
 * reading-side.md §7 GET /issues and GET /issues/{id}, plus the archives' volume groups and
 * the /issues/current and /issues/{volume}/{number} link targets of the static pages. All public;
 * only published issues exist for the caller (an unpublished one is 404).
 */
export const issuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/issues', {
    config: { access: 'public' },
    schema: {
      tags: ['issues'],
      summary: 'Published issues, newest publication date first (a short list: four issues a year)',
      response: { 200: issueListSchema },
    },
    handler: (request) => listIssues(request.ctx),
  });

  app.get('/api/issues/archives', {
    config: { access: 'public' },
    schema: {
      tags: ['issues'],
      summary: 'The archives: published issues grouped by volume {volumeNumber, year, issues}, newest volume first',
      response: { 200: volumeGroupListSchema },
    },
    handler: (request) => listVolumeGroups(request.ctx),
  });

  app.get('/api/issues/current', {
    config: { access: 'public' },
    schema: {
      tags: ['issues'],
      summary: 'The latest published issue with its papers; 404 when none is published',
      response: { 200: issueDetailSchema, 404: problemSchema },
    },
    handler: (request) => requireCurrentIssue(request.ctx),
  });

  app.get('/api/issues/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['issues'],
      summary: 'A published issue with its published papers (id, title, pages, authors, keywords, doi)',
      params: issueIdParamsSchema,
      response: { 200: issueDetailSchema, 400: problemSchema, 404: problemSchema },
    },
    handler: (request) => requireIssue(request.ctx, request.params.id),
  });

  app.get('/api/issues/:volume/:number', {
    config: { access: 'public' },
    schema: {
      tags: ['issues'],
      summary: 'A published issue by volume and number (e.g. /api/issues/8/2) with its papers',
      params: issueNumberParamsSchema,
      response: { 200: issueDetailSchema, 400: problemSchema, 404: problemSchema },
    },
    handler: (request) => requireIssueByNumber(request.ctx, request.params.volume, request.params.number),
  });
};
