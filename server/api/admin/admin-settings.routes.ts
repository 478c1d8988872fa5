import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../../contract/auth/access.policy';
import { problemSchema } from '../../../contract/http/problem';
import { journalSettingsParamsSchema, journalSettingsSavedSchema, journalSettingsSchema } from '../../../contract/settings/journal-settings';
import { getJournalSettings, saveJournalSettings } from '../../../core/settings/journal-settings.service';

/**
 * The journal settings (issue 15 "Journal settings"; decision 0053): the facts pages share (name,
 * ISSNs, publisher, office hours, response time, fees, home counters, contact details, DOI, review
 * due days), read and saved one group at a time. A save clears the anonymous page cache
 * (server/app.ts), so every page shows the change at once.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/settings', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin', 'settings'],
      summary: 'Every group of journal settings, as the pages use them (the spec’s facts where nothing was saved)',
      response: { 200: journalSettingsSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => getJournalSettings(request.ctx),
  });

  app.put('/api/admin/settings/:group', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin', 'settings'],
      summary: 'Save one group of journal settings',
      description:
        'group: identity, office, fees, metrics, contact, doi or review-due-days; the body is that group’s value as GET gives it. Bad input is 400 with errors keyed by the field’s path (e.g. table.1.developing).',
      params: journalSettingsParamsSchema,
      // Each group has its own schema, checked by the service so the field messages keep their full paths.
      body: z.unknown(),
      response: { 200: journalSettingsSavedSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
    },
    handler: (request) => saveJournalSettings(request.ctx, request.params.group, request.body),
  });
};
