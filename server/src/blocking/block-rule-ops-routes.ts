import { BLOCKING_PAGE_BY_REASON } from '@betshell/domain';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import type { BlockRule, BlockRuleRepository, NewBlockRule } from './block-rule-repository';
import { defaultTemplateType, orderBlockRules } from '@betshell/domain';

export interface BlockRuleOpsRoutesOptions {
  readonly repository: BlockRuleRepository;
}

/** Longer patterns are no use against a User-Agent, and cost more to run on every request. */
export const USER_AGENT_PATTERN_MAX_LENGTH = 256;

const BlockRuleSchema = Type.Object({
  id: Type.Integer(),
  reason: Type.Integer(),
  /** The blocking page of the reason, for people reading the list. */
  page: Type.String(),
  templateTypeId: Type.Integer(),
  country: Type.Union([Type.String(), Type.Null()]),
  userAgentPattern: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

const NewBlockRuleSchema = Type.Object(
  {
    reason: Type.Integer(),
    templateTypeId: Type.Optional(Type.Integer({ minimum: 1 })),
    country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
    userAgentPattern: Type.Optional(
      Type.String({ minLength: 1, maxLength: USER_AGENT_PATTERN_MAX_LENGTH }),
    ),
  },
  { additionalProperties: false },
);

const viewOf = (rule: BlockRule) => ({ ...rule, page: BLOCKING_PAGE_BY_REASON[rule.reason] ?? '' });

/** The operators' block rules: GET and POST /block-rules, DELETE /block-rules/:id. */
export const blockRuleOpsRoutes: FastifyPluginCallbackTypebox<BlockRuleOpsRoutesOptions> = (
  app,
  { repository },
  done,
) => {
  app.get(
    '/block-rules',
    { schema: { response: { 200: Type.Object({ rules: Type.Array(BlockRuleSchema) }) } } },
    async () => ({ rules: orderBlockRules(await repository.list()).map(viewOf) }),
  );

  app.post(
    '/block-rules',
    {
      schema: {
        body: NewBlockRuleSchema,
        response: { 201: Type.Object({ rule: BlockRuleSchema }), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const rule = await repository.add(newBlockRuleOf(request.body));
      request.log.info({ added: rule }, 'ops: block rule added');
      return reply.code(201).send({ rule: viewOf(rule) });
    },
  );

  app.delete(
    '/block-rules/:id',
    {
      schema: {
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Object({ removed: BlockRuleSchema }), 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const removed = await repository.remove(request.params.id);
      if (removed === null) {
        throw new ApiError(
          404,
          'BLOCK_RULE_NOT_FOUND',
          `There is no block rule ${request.params.id}`,
        );
      }
      request.log.info({ removed }, 'ops: block rule removed');
      return { removed: viewOf(removed) };
    },
  );
  done();
};

/** The rule to store, or a 400 saying why it cannot be stored. */
function newBlockRuleOf(body: {
  reason: number;
  templateTypeId?: number;
  country?: string;
  userAgentPattern?: string;
}): NewBlockRule {
  if (BLOCKING_PAGE_BY_REASON[body.reason] === undefined) {
    const known = Object.entries(BLOCKING_PAGE_BY_REASON)
      .map(([reason, page]) => `${reason} (${page})`)
      .join(', ');
    throw new ApiError(
      400,
      'UNKNOWN_BLOCKING_REASON',
      `Reason ${body.reason} has no blocking page; the reasons are ${known}`,
    );
  }
  if (body.country !== undefined && body.userAgentPattern !== undefined) {
    throw new ApiError(
      400,
      'BAD_REQUEST',
      'A block rule names a country or a user agent, not both: add two rules',
    );
  }
  if (body.userAgentPattern !== undefined) {
    try {
      new RegExp(body.userAgentPattern);
    } catch (error) {
      throw new ApiError(
        400,
        'INVALID_USER_AGENT_PATTERN',
        `The user agent pattern is not a regular expression: ${(error as Error).message}`,
      );
    }
  }
  const country = body.country?.toUpperCase() ?? null;
  return {
    reason: body.reason,
    templateTypeId: body.templateTypeId ?? defaultTemplateType(country),
    country,
    userAgentPattern: body.userAgentPattern ?? null,
  };
}
