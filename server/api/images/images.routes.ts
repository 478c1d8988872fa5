import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '../../../contract/http/problem';
import { AppError } from '../../../core/errors';
import { openWebImage, WEB_IMAGE_MEDIA_TYPE } from '../../../core/files/web-image';

/**
 * Issue covers and board photos (decision 0046), by content hash: the address changes with the
 * image, so it is cached for a year; only a file that is a cover or a photo is served.
 */
const NOT_FOUND = 'Image not found.';
const paramsSchema = z.object({ file: z.string().max(80) });

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/images/:file', {
    config: { access: 'public' },
    schema: {
      tags: ['images'],
      summary: 'An issue cover or an editorial board photo: /api/images/{sha256}.webp (WebP, immutable)',
      params: paramsSchema,
      response: { 200: z.any(), 404: problemSchema },
    },
    handler: async (request, reply) => {
      const match = /^([0-9a-f]{64})\.webp$/.exec(request.params.file);
      const image = match ? await openWebImage(request.ctx, match[1]!) : null;
      if (!image) throw new AppError('NOT_FOUND', NOT_FOUND);
      return reply
        .header('Content-Type', WEB_IMAGE_MEDIA_TYPE)
        .header('Content-Length', String(image.sizeBytes))
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(image.stream);
    },
  });
};
