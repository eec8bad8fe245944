import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SOCIAL_ICON_PATH } from '@betshell/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { fileAnswerSchema } from '../http/file-answer-schema';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';

/** server/content/media/social: the icons of the site config's default social links. */
export const SOCIAL_ICONS_DIR = join(__dirname, '..', '..', 'content', 'media', 'social');

/**
 * GET /web-api/media/social/{name}.svg: the "media resource" of spec/shell.md section 7 for the
 * footer's social links (their mediaFullPath). Read once at start; a release brings new icons.
 */
export const socialIconRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const icons = new Map<string, Buffer>();
  for (const file of await readdir(SOCIAL_ICONS_DIR)) {
    if (file.endsWith('.svg')) icons.set(file, await readFile(join(SOCIAL_ICONS_DIR, file)));
  }
  app.setValidatorCompiler(typeboxValidatorCompiler);
  app.get(
    `${SOCIAL_ICON_PATH.replace(/^\/web-api/, '')}/:file`,
    {
      schema: {
        params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]+\\.svg$' }) }),
        response: {
          200: fileAnswerSchema('image/svg+xml', 'The icon'),
          404: ErrorBodySchema,
        },
      },
    },
    (request, reply) => {
      const icon = icons.get(request.params.file);
      if (icon === undefined) {
        throw new ApiError(404, 'NOT_FOUND', `There is no social icon ${request.params.file}`);
      }
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(icon);
    },
  );
};
