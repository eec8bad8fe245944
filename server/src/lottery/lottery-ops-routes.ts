import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { TOTO_MATCHES, TOTO_OUTCOMES, type TotoResult } from '@betshell/domain/lottery';
import { randomInt } from 'node:crypto';
import { Type } from 'typebox';
import { ErrorBodySchema } from '../http/error-body';
import { ApiError } from '../http/api-error';
import { LottoDrawSchema, TotoDrawSchema } from '@betshell/api-contract';
import { lotteryCatalogue, runLottoDraw } from './lotto-service';
import { settleTotoDraw, totoDraws, type LotteryContext } from './toto-service';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/**
 * The results as an operator types them: fifteen of 1, X, 2 and C (cancelled), e.g.
 * 1X21X2C11X2X1X2; "random" draws them (the demo's operator has no real matches to wait for).
 */
function parseResults(text: string): TotoResult[] {
  if (text === 'random')
    return Array.from({ length: TOTO_MATCHES }, () => TOTO_OUTCOMES[randomInt(3)]!);
  const results = [...text.toUpperCase()].map((char) => (char === 'C' ? 'cancelled' : char));
  if (
    results.length !== TOTO_MATCHES ||
    results.some(
      (one) => one !== 'cancelled' && !(TOTO_OUTCOMES as readonly string[]).includes(one),
    )
  )
    throw new ApiError(
      400,
      'TOTO_RESULTS_INVALID',
      `The results are ${TOTO_MATCHES} of 1, X, 2 and C (cancelled), or "random"`,
    );
  return results as TotoResult[];
}

/**
 * The operator API of toto and lotto (`npm run ops -- toto ...|lotto ...`): list the draws, settle
 * a toto draw from its results, run a lotto draw. Settling or drawing twice pays once.
 */
export const lotteryOpsRoutes: FastifyPluginCallbackTypebox<{
  readonly context: LotteryContext;
}> = (app, { context }, done) => {
  app.get(
    '/toto/draws',
    { schema: { response: { 200: Type.Object({ draws: Type.Array(TotoDrawSchema) }) } } },
    async () => ({ draws: await totoDraws(context.database) }),
  );
  app.post(
    '/toto/draws/:id/settle',
    {
      schema: {
        params: IdParams,
        body: Type.Object(
          { results: Type.String({ maxLength: 20 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            drawId: Type.Integer(),
            settledNow: Type.Boolean(),
            coupons: Type.Integer(),
            paidMinor: Type.Integer(),
            results: Type.Array(Type.String()),
          }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const results = parseResults(request.body.results);
      const settled = await settleTotoDraw(context, request.params.id, results);
      request.log.info(settled, 'ops: toto draw settled');
      return { ...settled, results };
    },
  );
  app.get(
    '/lotto/lotteries',
    {
      schema: {
        response: {
          200: Type.Object({
            lotteries: Type.Array(
              Type.Object({
                id: Type.Integer(),
                name: Type.String(),
                openDraw: Type.Union([LottoDrawSchema, Type.Null()]),
              }),
            ),
          }),
        },
      },
    },
    async () => ({
      lotteries: (await lotteryCatalogue(context.database)).map(({ id, name, openDraw }) => ({
        id,
        name,
        openDraw,
      })),
    }),
  );
  app.post(
    '/lotto/draws/:id/draw',
    {
      schema: {
        params: IdParams,
        response: {
          200: Type.Object({
            draw: LottoDrawSchema,
            drawnNow: Type.Boolean(),
            tickets: Type.Integer(),
            paidMinor: Type.Integer(),
          }),
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const drawing = await runLottoDraw(context, request.params.id);
      request.log.info(
        { drawId: request.params.id, drawnNow: drawing.drawnNow },
        'ops: lotto drawn',
      );
      return drawing;
    },
  );
  done();
};
