import {
  isSiteLanguage,
  FALLBACK_LANGUAGE,
  type DictionaryTexts,
  type LanguageCode,
} from '@betshell/domain';
import { statementPeriod, statementTotals } from '@betshell/domain/accounts';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  StatementAnswerSchema,
  StatementFileQuerySchema,
  StatementQuerySchema,
} from '@betshell/api-contract';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { messageLanguageOf } from '../messages/message-language';
import { statementCsv, statementPdf, type StatementWords } from './statement-files';
import { statementEntries } from './statement-repository';

export interface StatementRoutesOptions {
  readonly database: Database;
  /** The shipped dictionaries, for the words of the files. */
  readonly texts: ReadonlyMap<LanguageCode, DictionaryTexts>;
}

/**
 * GET /web-api/office/paycheck?from=&to=: the signed-in player's
 * statement (the office paycheck page, spec/shell.md section 2.5; the path and the shape are
 * ours): every ledger row of the player's accounts in the period (whole UTC days, both included,
 * at most a year: statementPeriod of the domain) and the totals per currency. GET
 * /web-api/office/paycheck/file?from=&to=&format=csv|pdf[&lng=] answers the same statement as a
 * file to download, its words in `lng` (else the page's language).
 */
export const statementRoutes: FastifyPluginCallbackTypebox<StatementRoutesOptions> = (
  app,
  { database, texts },
  done,
) => {
  const wordsOf =
    (lng: LanguageCode): StatementWords =>
    (key) =>
      texts.get(lng)?.[key] ?? texts.get(FALLBACK_LANGUAGE)?.[key] ?? key;
  app.addHook('preHandler', app.requirePlayer);
  const statementOf = async (
    request: { player: { userId: number } | null },
    from: string,
    to: string,
  ) => {
    const period = statementPeriod(from, to);
    if (period === null) {
      throw new ApiError(
        400,
        'INVALID_PERIOD',
        'The period must be calendar days (YYYY-MM-DD), from no later than to, at most 366 days',
      );
    }
    const playerId = request.player!.userId;
    return { playerId, entries: await statementEntries(database, playerId, period) };
  };
  app.get(
    '/office/paycheck',
    {
      schema: {
        querystring: StatementQuerySchema,
        response: { 200: StatementAnswerSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const { entries } = await statementOf(request, from, to);
      void reply.header('cache-control', 'no-store');
      return { from, to, entries, totals: statementTotals(entries) };
    },
  );
  app.get(
    '/office/paycheck/file',
    {
      schema: {
        querystring: StatementFileQuerySchema,
        // A file (text/csv or application/pdf), sent as it is made.
        response: { 200: Type.Unknown(), 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { from, to, format, lng: asked } = request.query;
      const { playerId, entries } = await statementOf(request, from, to);
      const lng = isSiteLanguage(asked) ? asked : messageLanguageOf(request);
      const input = {
        playerId,
        from,
        to,
        entries,
        words: wordsOf(lng),
      };
      void reply.header('cache-control', 'no-store');
      void reply.header(
        'content-disposition',
        `attachment; filename="statement-${playerId}-${from}-${to}.${format}"`,
      );
      if (format === 'csv') {
        return reply.type('text/csv; charset=utf-8').send(statementCsv(input));
      }
      return reply.type('application/pdf').send(Buffer.from(await statementPdf(input)));
    },
  );
  done();
};
