import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  SupportContactAnswerSchema,
  SupportContactSchema,
  SupportRequestListSchema,
  SupportSummarySchema,
  SupportThreadSchema,
} from '@betshell/api-contract';
import type { Clock } from '../auth/clock';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { uploadDownloadRoutes, uploadMultipartOptions } from '../uploads/upload-routes';
import type { UploadStore } from '../uploads/upload-store';
import { SUPPORT_MAX_ATTACHMENTS } from '@betshell/domain/support';
import { languageOf, messageOf, readSupportForm, requestChoiceOf } from './support-fields';
import { playerSummary, type SupportRepository, type SupportThread } from './support-repository';

export interface SupportRoutesOptions {
  readonly repository: SupportRepository;
  readonly uploads: UploadStore;
  readonly clock: Clock;
  /** Contact forms one address may send an hour. */
  readonly contactsPerAddressPerHour: number;
}

const ERRORS = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) });

/** A thread as its player sees it: without the operators' view of who wrote it. */
function forPlayer(thread: SupportThread) {
  return {
    ...playerSummary(thread),
    paymentConsultant: thread.paymentConsultant,
    messages: thread.messages,
  };
}

const notFound = () => new ApiError(404, 'SUPPORT_REQUEST_NOT_FOUND', 'There is no such request');

function multipartOnly(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new ApiError(400, 'BAD_REQUEST', 'Send the request as multipart/form-data');
  }
}

/** The signed-in player's routes (after requirePlayer). */
const playerSupportRoutes: FastifyPluginCallbackTypebox<SupportRoutesOptions> = (
  app,
  { repository, uploads, clock },
  done,
) => {
  app.addHook('preHandler', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/support/summary',
    { schema: { response: { 200: SupportSummarySchema, ...ERRORS } } },
    (request) => repository.summaryOfPlayer(request.player!.userId),
  );

  app.get(
    '/support/requests',
    { schema: { response: { 200: SupportRequestListSchema, ...ERRORS } } },
    async (request) => {
      const playerId = request.player!.userId;
      const [requests, summary] = await Promise.all([
        repository.listOfPlayer(playerId),
        repository.summaryOfPlayer(playerId),
      ]);
      return { ...summary, requests: requests.map(playerSummary) };
    },
  );

  // Multipart: topic, message, and for a payment request subTopic, paymentId and
  // paymentConsultant; up to SUPPORT_MAX_ATTACHMENTS files in `attachment`.
  app.post(
    '/support/requests',
    { schema: { response: { 200: SupportThreadSchema, ...ERRORS } } },
    async (request) => {
      multipartOnly(request);
      const playerId = request.player!.userId;
      const form = await readSupportForm(request.parts(), uploads, playerId);
      try {
        const body = messageOf(form.fields);
        const choice = requestChoiceOf(form.fields);
        if (choice.paymentId !== null) {
          const payment = await repository.paymentOfPlayer(playerId, choice.paymentId);
          if (payment === null || payment.kind !== choice.topic) {
            throw new ApiError(
              400,
              'PAYMENT_NOT_FOUND',
              `The player has no ${choice.topic} of that id`,
              { field: 'paymentId' },
            );
          }
        }
        const thread = await repository.openForPlayer({
          playerId,
          ...choice,
          body,
          language: languageOf(form.fields['language']),
          attachments: form.attachments,
        });
        request.log.info(
          { supportRequestId: thread.id, topic: thread.topic },
          'support: request opened',
        );
        return forPlayer(thread);
      } catch (error) {
        await Promise.all(form.attachments.map((upload) => uploads.remove(upload)));
        throw error;
      }
    },
  );

  app.get(
    '/support/requests/:id',
    { schema: { params: IdParams, response: { 200: SupportThreadSchema, ...ERRORS } } },
    async (request) => {
      const thread = await repository.readByPlayer(
        request.player!.userId,
        request.params.id,
        clock(),
      );
      if (thread === null) throw notFound();
      return forPlayer(thread);
    },
  );

  // Multipart: message, and up to SUPPORT_MAX_ATTACHMENTS files in `attachment`.
  app.post(
    '/support/requests/:id/messages',
    {
      schema: {
        params: IdParams,
        response: { 200: SupportThreadSchema, 409: ErrorBodySchema, ...ERRORS },
      },
    },
    async (request) => {
      multipartOnly(request);
      const playerId = request.player!.userId;
      const form = await readSupportForm(request.parts(), uploads, playerId);
      try {
        const body = messageOf(form.fields);
        const thread = await repository.addMessage(request.params.id, 'player', body, {
          playerId,
          attachments: form.attachments,
          now: clock(),
        });
        if (thread === null) throw notFound();
        if (thread === 'closed') {
          throw new ApiError(
            409,
            'SUPPORT_REQUEST_CLOSED',
            'The request is closed: open a new one',
          );
        }
        return forPlayer(thread);
      } catch (error) {
        await Promise.all(form.attachments.map((upload) => uploads.remove(upload)));
        throw error;
      }
    },
  );
  done();
};

/** A visitor's contact form: anyone may send it, a few times an hour per address. */
const contactRoutes: FastifyPluginCallbackTypebox<SupportRoutesOptions> = (
  app,
  { repository, contactsPerAddressPerHour },
  done,
) => {
  const limit = app.createRateLimit({
    max: contactsPerAddressPerHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `support-contact:address:${request.ip}`,
  });
  app.post(
    '/support/contact',
    {
      schema: {
        body: SupportContactSchema,
        querystring: Type.Object({ lng: Type.Optional(Type.String({ maxLength: 2 })) }),
        response: { 200: SupportContactAnswerSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new ApiError(
          429,
          'TOO_MANY_REQUESTS',
          'Too many messages from this address: try again later',
          {
            retryAfterSeconds: result.ttlInSeconds,
          },
        );
      }
      const body = request.body.message.trim();
      const name = request.body.name.trim();
      if (body.length === 0 || name.length === 0) {
        throw new ApiError(400, 'BAD_REQUEST', 'Name and message must not be blank');
      }
      const id = await repository.openForVisitor({
        name,
        email: request.body.email.trim(),
        body,
        language: languageOf(request.query.lng),
      });
      request.log.info({ supportRequestId: id }, 'support: visitor contact form received');
      return { success: true as const, id };
    },
  );
  done();
};

/** The support routes under /web-api (docs/support.md). */
export const supportRoutes: FastifyPluginAsync<SupportRoutesOptions> = async (app, options) => {
  await app.register(async (player) => {
    await player.register(
      multipart,
      uploadMultipartOptions(options.uploads, SUPPORT_MAX_ATTACHMENTS + 1),
    );
    await player.register(playerSupportRoutes, options);
    await player.register(async (files) => {
      files.addHook('preHandler', files.requirePlayer);
      await files.register(uploadDownloadRoutes, {
        prefix: '/support',
        store: options.uploads,
        viewer: (request) => ({ playerId: request.player!.userId }),
      });
    });
  });
  await app.register(contactRoutes, options);
};
