import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { addRedirectRule } from './add-redirect-rule';
import { redirectRulePath } from './redirect-paths';
import type { RedirectRuleRepository, StoredRedirectRule } from './redirect-rule-repository';

export interface RedirectRuleOpsRoutesOptions {
  readonly database: Database;
  readonly repository: RedirectRuleRepository;
}

/** The codes a rule may answer (RedirectAnswer.code): 301 moved for good, 302 for a while. */
export const REDIRECT_CODES = [301, 302] as const;

const RedirectRuleSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  code: Type.Integer(),
  reason: Type.String(),
  createdAt: Type.String(),
});

const NewRedirectRuleSchema = Type.Object(
  {
    from: Type.String({ minLength: 1, maxLength: 2048 }),
    to: Type.String({ minLength: 1, maxLength: 2048 }),
    code: Type.Optional(Type.Union(REDIRECT_CODES.map((code) => Type.Literal(code)))),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

function rulePath(text: string, name: 'from' | 'to'): string {
  const path = redirectRulePath(text, { query: name === 'to' });
  if (path === null) {
    throw new ApiError(
      400,
      'INVALID_PATH',
      name === 'to'
        ? `to must be a path of this site with an optional query, such as /ru/promo?tab=1, not ${JSON.stringify(text)}`
        : `from must be a path of this site without a query, such as /ru/old-promo, not ${JSON.stringify(text)}`,
    );
  }
  return path;
}

/** The operators' redirect rules: GET and POST /redirect-rules, DELETE /redirect-rules?from=. */
export const redirectRuleOpsRoutes: FastifyPluginCallbackTypebox<RedirectRuleOpsRoutesOptions> = (
  app,
  { database, repository },
  done,
) => {
  app.get(
    '/redirect-rules',
    { schema: { response: { 200: Type.Object({ rules: Type.Array(RedirectRuleSchema) }) } } },
    async () => ({ rules: await repository.list() }),
  );

  app.post(
    '/redirect-rules',
    {
      schema: {
        body: NewRedirectRuleSchema,
        response: {
          200: Type.Object({ rule: RedirectRuleSchema, replaced: RedirectRuleSchema }),
          201: Type.Object({ rule: RedirectRuleSchema, replaced: Type.Null() }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const candidate = {
        from: rulePath(body.from, 'from'),
        to: rulePath(body.to, 'to'),
        code: body.code ?? 301,
        reason: body.reason ?? '',
      };
      const result = await addRedirectRule(database, candidate);
      if (result.status === 'cycle') {
        throw new ApiError(
          400,
          'REDIRECT_CYCLE',
          `${candidate.from} -> ${candidate.to} would make a redirect cycle: ${result.breadcrumbs.join(' -> ')}`,
          { breadcrumbs: result.breadcrumbs },
        );
      }
      const { rule, replaced } = result;
      request.log.info({ rule, replaced }, 'ops: redirect rule saved');
      return reply.code(replaced === null ? 201 : 200).send({ rule, replaced });
    },
  );

  app.delete(
    '/redirect-rules',
    {
      schema: {
        querystring: Type.Object({ from: Type.String({ minLength: 1 }) }),
        response: {
          200: Type.Object({ removed: RedirectRuleSchema }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const from = rulePath(request.query.from, 'from');
      const removed: StoredRedirectRule | null = await repository.remove(from);
      if (removed === null) {
        throw new ApiError(
          404,
          'REDIRECT_RULE_NOT_FOUND',
          `There is no redirect rule from ${from}`,
        );
      }
      request.log.info({ removed }, 'ops: redirect rule removed');
      return { removed };
    },
  );
  done();
};
