import { SITE_LANGUAGES, isSiteLanguage } from '@betshell/domain';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import {
  REMOTE_VIEW_HEADERS,
  REMOTE_VIEW_RESPONSES,
  sendRemoteView,
  wantsJsonView,
} from '../http/remote-view-reply';
import {
  PROMOTIONS_APP,
  promotionViewAnswer,
  type PromotionViewContext,
} from './promotion-view-answer';

export type PromotionViewsRoutesOptions = PromotionViewContext;

/** A segment of a page's address: what the routes' parameters allow, nothing else. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

/**
 * GET /views/promotions/{lng}/{path}: the pages of the bonus section and the casino's bonus pages
 * (promotion-view-answer.ts), in the JSON render mode the shell mounts, or as a plain HTML page
 * without its headers, like the information pages' views. Every page is computed when asked, so
 * a tournament's leaderboard is as fresh as its last round.
 */
export const promotionViewsRoutes: FastifyPluginCallbackTypebox<PromotionViewsRoutesOptions> = (
  app,
  context,
  done,
) => {
  app.get(
    `/views/${PROMOTIONS_APP}/*`,
    {
      schema: {
        params: Type.Object({ '*': Type.String({ maxLength: 400 }) }),
        headers: REMOTE_VIEW_HEADERS,
        response: REMOTE_VIEW_RESPONSES,
      },
    },
    async (request, reply) => {
      const json = wantsJsonView(request.headers);
      const path = request.params['*'].replace(/\/$/, '');
      const [lng = '', ...segments] = path.split('/');
      const answer =
        isSiteLanguage(lng) && segments.length > 0 && segments.every((part) => SEGMENT.test(part))
          ? await promotionViewAnswer(context, lng, segments)
          : null;
      if (answer === null) {
        throw new ApiError(
          404,
          'PAGE_NOT_FOUND',
          `There is no page ${path} (languages: ${SITE_LANGUAGES.join(', ')})`,
        );
      }
      return sendRemoteView(reply, { lng, json, answer });
    },
  );
  done();
};
