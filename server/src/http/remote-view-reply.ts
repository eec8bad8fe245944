import {
  REMOTE_VIEW_API_VERSION,
  REMOTE_VIEW_JSON_RENDER_MODE,
  type RemoteViewAnswer,
} from '@betshell/domain';
import { RemoteViewAnswerSchema } from '@betshell/api-contract';
import type { FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import { ApiError } from './api-error';
import { ErrorBodySchema } from './error-body';

/**
 * What every remote view of this server (GET /views/{appName}/...) shares: the headers that pick
 * the render mode, the two answers, and the plain HTML page for crawlers and for people without
 * the shell (spec/shell.md section 7; decisions.md, remote views).
 */
export const REMOTE_VIEW_HEADERS = Type.Object({
  'x-render-mode': Type.Optional(Type.String()),
  'x-api-version': Type.Optional(Type.String()),
  'x-force-spa': Type.Optional(Type.String()),
});

export const REMOTE_VIEW_RESPONSES = {
  200: {
    content: {
      'application/json': { schema: RemoteViewAnswerSchema },
      'text/html': { schema: Type.String() },
    },
  },
  400: ErrorBodySchema,
  404: ErrorBodySchema,
};

type RemoteViewHeaders = Readonly<Static<typeof REMOTE_VIEW_HEADERS>>;

/**
 * Whether the shell asks for the JSON render mode (X-Render-Mode: json, or X-Force-Spa); refused
 * when it does in a version this server does not speak.
 */
export function wantsJsonView(headers: RemoteViewHeaders): boolean {
  const json =
    headers['x-render-mode'] === REMOTE_VIEW_JSON_RENDER_MODE ||
    ['1', 'true'].includes(headers['x-force-spa'] ?? '');
  if (json && headers['x-api-version'] !== REMOTE_VIEW_API_VERSION) {
    throw new ApiError(
      400,
      'UNSUPPORTED_API_VERSION',
      `The JSON render mode needs X-Api-Version: ${REMOTE_VIEW_API_VERSION}`,
    );
  }
  return json;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Sends a view, as JSON for the shell or as a whole HTML page. Operators edit pages and players
 * play at any time: revalidated on every load, keyed on the render mode.
 */
export function sendRemoteView(
  reply: FastifyReply,
  view: { lng: string; json: boolean; answer: RemoteViewAnswer },
): FastifyReply {
  const { lng, json, answer } = view;
  void reply
    .header('cache-control', 'no-cache')
    .header('vary', 'X-Render-Mode, X-Api-Version, X-Force-Spa');
  if (json) return reply.type('application/json').send(answer);
  return reply
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
    )
    .send(
      `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><title>${escapeText(answer.title)}</title>${answer.head}<style>${answer.style}</style></head><body>${answer.body}</body></html>`,
    );
}
