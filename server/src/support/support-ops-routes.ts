import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SupportMessageSchema, SupportRequestSummarySchema } from '@betshell/api-contract';
import { ErrorBodySchema } from '../http/error-body';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@betshell/domain/support';
import type { Clock } from '../auth/clock';
import { ApiError } from '../http/api-error';
import { uploadDownloadRoutes } from '../uploads/upload-routes';
import type { UploadStore } from '../uploads/upload-store';
import type { Outbox } from '../outbox/outbox-repository';
import { pathInLanguage, FALLBACK_LANGUAGE, isSiteLanguage } from '@betshell/domain';
import type { StopNewsletterLinks } from '../mailing/stop-newsletter-links';
import { renderMessage } from '../messages/render-message';
import type { PlayerRepository } from '../players/player-repository';
import type { SupportRepository, SupportThread } from './support-repository';

export interface SupportOpsRoutesOptions {
  readonly repository: SupportRepository;
  readonly uploads: UploadStore;
  readonly clock: Clock;
  /**
   * The e-mail outbox (decisions.md): a visitor's answer itself, and to a player with an e-mail a
   * letter that support has answered, with the link to the thread in the office.
   */
  readonly outbox: Outbox;
  readonly players: Pick<PlayerRepository, 'byId'>;
  readonly stopNewsletter: StopNewsletterLinks;
}

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) });
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
/** A request as operators see it: who wrote it (a player, or a visitor's name and e-mail) too. */
const OperatorRequestSchema = Type.Object({
  ...SupportRequestSummarySchema.properties,
  playerId: nullable(Type.Integer()),
  visitorName: nullable(Type.String()),
  visitorEmail: nullable(Type.String()),
  language: Type.String(),
  paymentConsultant: nullable(Type.String()),
});
const OperatorThreadSchema = Type.Object({
  ...OperatorRequestSchema.properties,
  messages: Type.Array(SupportMessageSchema),
});
const THREAD_ANSWERS = {
  200: OperatorThreadSchema,
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const notFound = () => new ApiError(404, 'SUPPORT_REQUEST_NOT_FOUND', 'There is no such request');

/**
 * The operators' support routes (under /ops-api/v1, `npm run ops -- support ...`): the requests by
 * status, a thread with its files, an answer and closing. An answer to a player shows as unread in
 * the player's office (the summary the browser polls); an answer to a visitor goes by e-mail.
 */
export const supportOpsRoutes: FastifyPluginCallbackTypebox<SupportOpsRoutesOptions> = (
  app,
  { repository, uploads, clock, outbox, players, stopNewsletter },
  done,
) => {
  app.get(
    '/support/requests',
    {
      schema: {
        querystring: Type.Object({
          status: Type.Optional(
            Type.Union(['open', 'answered', 'closed', 'all'].map((s) => Type.Literal(s))),
          ),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
        }),
        response: {
          200: Type.Object({ requests: Type.Array(OperatorRequestSchema) }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => ({
      requests: await repository.listForOperator(
        (request.query.status ?? 'open') as 'open' | 'answered' | 'closed' | 'all',
        request.query.limit ?? 100,
      ),
    }),
  );

  app.get(
    '/support/requests/:id',
    { schema: { params: IdParams, response: THREAD_ANSWERS } },
    async (request) => {
      const thread = await repository.threadForOperator(request.params.id);
      if (thread === null) throw notFound();
      return thread;
    },
  );

  app.post(
    '/support/requests/:id/answer',
    {
      schema: {
        params: IdParams,
        body: Type.Object(
          { message: Type.String({ minLength: 1, maxLength: SUPPORT_MESSAGE_MAX_LENGTH }) },
          { additionalProperties: false },
        ),
        response: THREAD_ANSWERS,
      },
    },
    async (request) => {
      const message = request.body.message.trim();
      if (message.length === 0) throw new ApiError(400, 'BAD_REQUEST', 'The answer is blank');
      const thread = await repository.addMessage(request.params.id, 'operator', message, {
        now: clock(),
      });
      if (thread === null) throw notFound();
      if (thread === 'closed') {
        throw new ApiError(409, 'SUPPORT_REQUEST_CLOSED', 'The request is closed');
      }
      if (thread.visitorEmail !== null) await mailVisitor(outbox, thread, message);
      if (thread.playerId !== null) {
        await tellPlayer({ outbox, players, stopNewsletter }, thread.playerId, thread);
      }
      request.log.info({ supportRequestId: thread.id }, 'support: answered by an operator');
      return thread;
    },
  );

  app.post(
    '/support/requests/:id/close',
    { schema: { params: IdParams, response: THREAD_ANSWERS } },
    async (request) => {
      const thread = await repository.close(request.params.id, clock());
      if (thread === null) throw notFound();
      request.log.info({ supportRequestId: thread.id }, 'support: closed by an operator');
      return thread;
    },
  );

  void app.register(uploadDownloadRoutes, { store: uploads, viewer: () => ({ operator: true }) });
  done();
};

/**
 * A player reads the answer in the office (the support history, its unread badge); the letter
 * says that there is one and links there, in the language the request was written in, so a player
 * who is not on the site learns of it. The answer's text stays in the office, behind the sign-in.
 * A player without an e-mail address sees the badge only.
 */
async function tellPlayer(
  {
    outbox,
    players,
    stopNewsletter,
  }: Pick<SupportOpsRoutesOptions, 'outbox' | 'players' | 'stopNewsletter'>,
  playerId: number,
  thread: SupportThread,
) {
  const player = await players.byId(playerId);
  if (player?.email === null || player?.email === undefined) return;
  const lng = isSiteLanguage(thread.language) ? thread.language : FALLBACK_LANGUAGE;
  const letter = renderMessage('support_answer', lng, {
    number: String(thread.id),
    link: pathInLanguage('/office/support/history', lng),
    stop_link: await stopNewsletter.linkFor(playerId, lng),
  });
  await outbox.send({
    channel: 'email',
    recipient: player.email,
    subject: letter.subject,
    body: letter.body,
  });
}

/** A visitor has no office: the answer goes to the address of the contact form. */
async function mailVisitor(outbox: Outbox, thread: SupportThread, message: string) {
  await outbox.send({
    channel: 'email',
    recipient: thread.visitorEmail!,
    subject: `Re: your message to support (#${thread.id})`,
    body: message,
  });
}
