import { IDEAS_PER_DAY, ideaRefusal, type IdeaRefusal } from '@betshell/domain/office';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { IdeaBodySchema, IdeaSchema, IdeasAnswerSchema } from '@betshell/api-contract';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { createIdeaRepository, type ListedIdea } from './idea-repository';

export interface IdeaRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
}

const REFUSAL_MESSAGES: Readonly<Record<IdeaRefusal, string>> = {
  IDEA_TOPIC_REQUIRED: 'Give the idea a topic',
  IDEA_TEXT_REQUIRED: 'Write the idea itself',
  IDEA_TOO_LONG: 'The topic or the text is too long',
};

/** How many of the player's ideas the page shows. */
const SHOWN_IDEAS = 50;

const DAY_MS = 86_400_000;

/** The idea as its player sees it: no player id. */
const ownIdea = ({ playerId: _, ...idea }: ListedIdea) => idea;

/**
 * The office share-idea page's calls (spec/shell.md section 2.5; the paths are ours): GET
 * /web-api/office/ideas lists the player's ideas with the operators' answers, POST sends one
 * (topic and text, ideaRefusal of the domain; at most IDEAS_PER_DAY a day, 429 beyond).
 */
export const ideaRoutes: FastifyPluginCallbackTypebox<IdeaRoutesOptions> = (
  app,
  { database, clock },
  done,
) => {
  const ideas = createIdeaRepository(database);
  app.addHook('preHandler', app.requirePlayer);
  app.get(
    '/office/ideas',
    { schema: { response: { 200: IdeasAnswerSchema, 401: ErrorBodySchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { ideas: (await ideas.ofPlayer(request.player!.userId, SHOWN_IDEAS)).map(ownIdea) };
    },
  );
  app.post(
    '/office/ideas',
    {
      schema: {
        body: IdeaBodySchema,
        response: {
          200: Type.Object({ success: Type.Literal(true), idea: IdeaSchema }),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { topic, text } = request.body;
      const refusal = ideaRefusal(topic, text);
      if (refusal !== null) throw new ApiError(400, refusal, REFUSAL_MESSAGES[refusal]);
      const playerId = request.player!.userId;
      const now = clock();
      if ((await ideas.countSince(playerId, new Date(now.getTime() - DAY_MS))) >= IDEAS_PER_DAY) {
        throw new ApiError(
          429,
          'IDEAS_PER_DAY',
          `At most ${IDEAS_PER_DAY} ideas a day: send the next one tomorrow`,
        );
      }
      const idea = await ideas.add(playerId, topic.trim(), text.trim(), now);
      return { success: true as const, idea: ownIdea(idea) };
    },
  );
  done();
};
