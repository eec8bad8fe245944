import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { fileAnswerSchema } from '../http/file-answer-schema';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';

/** server/content/media/seo: the images the release's SEO visuals show. */
export const SEO_MEDIA_DIR = join(__dirname, '..', '..', 'content', 'media', 'seo');

/** Where they are answered, as the visuals of server/content/seo/texts.json name them. */
export const SEO_MEDIA_PATH = '/media/seo';

/**
 * GET /web-api/media/seo/{name}.svg: the images of the release's SEO visuals. Read once at start;
 * an operator's visual may point anywhere else (an absolute URL of the site's CDN).
 */
export const seoMediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const images = new Map<string, Buffer>();
  for (const file of await readdir(SEO_MEDIA_DIR)) {
    if (file.endsWith('.svg')) images.set(file, await readFile(join(SEO_MEDIA_DIR, file)));
  }
  app.setValidatorCompiler(typeboxValidatorCompiler);
  app.get(
    `${SEO_MEDIA_PATH}/:file`,
    {
      schema: {
        params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]+\\.svg$' }) }),
        response: { 200: fileAnswerSchema('image/svg+xml', 'The image'), 404: ErrorBodySchema },
      },
    },
    (request, reply) => {
      const image = images.get(request.params.file);
      if (image === undefined) {
        throw new ApiError(404, 'NOT_FOUND', `There is no SEO image ${request.params.file}`);
      }
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(image);
    },
  );
};
