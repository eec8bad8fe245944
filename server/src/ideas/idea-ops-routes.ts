import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { IdeaSchema } from '@betshell/api-contract';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { createIdeaRepository } from './idea-repository';

export interface IdeaOpsRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
}

const ListedIdeaSchema = Type.Intersect([IdeaSchema, Type.Object({ playerId: Type.Integer() })]);

/**
 * The operator API of the players' ideas (`npm run ops -- ideas list|answer`): list them, newest
 * first (only the unanswered with `unanswered=true`), and answer one; the player reads the answer
 * on the office share-idea page. Answering again replaces the answer.
 */
export const ideaOpsRoutes: FastifyPluginCallbackTypebox<IdeaOpsRoutesOptions> = (
  app,
  { database, clock },
  done,
) => {
  const ideas = createIdeaRepository(database);
  app.get(
    '/ideas',
    {
      schema: {
        querystring: Type.Object(
          {
            unanswered: Type.Optional(Type.Boolean()),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ ideas: Type.Array(ListedIdeaSchema) }) },
      },
    },
    async (request) => ({
      ideas: await ideas.list({
        unanswered: request.query.unanswered === true,
        limit: request.query.limit ?? 50,
      }),
    }),
  );
  app.post(
    '/ideas/:id/answer',
    {
      schema: {
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: Type.Object(
          { answer: Type.String({ minLength: 1, maxLength: 4000 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ idea: ListedIdeaSchema }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const answer = request.body.answer.trim();
      if (answer === '') throw new ApiError(400, 'ANSWER_REQUIRED', 'Write the answer');
      const idea = await ideas.answer(request.params.id, answer, clock());
      if (idea === null)
        throw new ApiError(404, 'IDEA_NOT_FOUND', `There is no idea ${request.params.id}`);
      return { idea };
    },
  );
  done();
};
