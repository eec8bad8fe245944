import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { fileAnswerSchema } from '../http/file-answer-schema';
import { sendUpload } from './send-upload';
import type { UploadStore, UploadViewer } from './upload-store';

/**
 * The options of @fastify/multipart for a route that hands files to `store`: busboy stops reading a
 * file at the store's limit and the store answers FILE_TOO_LARGE (400) itself, instead of the
 * plugin's 413; the names as the browser sent them; at most `maxFiles` files and a few small fields.
 */
export function uploadMultipartOptions(
  store: UploadStore,
  maxFiles: number,
): FastifyMultipartOptions {
  return {
    throwFileSizeLimit: false,
    // busboy would cut "../../x.png" down to "x.png": the store must see the name as sent to refuse it.
    preservePath: true,
    limits: {
      fileSize: store.maxBytes,
      files: maxFiles,
      fields: 20,
      fieldSize: 16 * 1024,
      parts: maxFiles + 20,
    },
  };
}

export interface UploadDownloadRoutesOptions {
  readonly store: UploadStore;
  /** Who asks: the signed-in player (after requirePlayer), or an operator on the ops API. */
  readonly viewer: (request: FastifyRequest) => UploadViewer;
}

const NOT_FOUND = () => new ApiError(404, 'FILE_NOT_FOUND', 'There is no such file');

/**
 * GET /uploads/:id: a kept file, to its owner or to an operator, as an attachment (send-upload.ts).
 * Another player's file answers 404 as a file that does not exist does: its id tells nothing.
 */
export const uploadDownloadRoutes: FastifyPluginCallbackTypebox<UploadDownloadRoutesOptions> = (
  app,
  { store, viewer },
  done,
) => {
  app.get(
    '/uploads/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        response: {
          200: fileAnswerSchema('application/octet-stream', 'The file, as an attachment'),
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const upload = await store.find(request.params.id, viewer(request));
      if (upload === null) throw NOT_FOUND();
      return sendUpload(reply, store, upload);
    },
  );
  done();
};
