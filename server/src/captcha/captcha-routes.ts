import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../auth/auth-context';
import { ErrorBodySchema } from '../http/error-body';
import {
  CaptchaAnswerBodySchema,
  CaptchaImageSchema,
  CaptchaTimeQuerySchema,
  CaptchaTimeSchema,
  CaptchaVerdictSchema,
} from '@betshell/api-contract';

export interface CaptchaRoutesOptions {
  readonly context: AuthContext;
}

/**
 * The captcha service under /web-api (decisions.md paths): GET /captcha/update draws a new one,
 * GET /captcha/gettime says how many seconds it has left, POST /captcha/validate checks an answer
 * with the spec's answer (success, type, time, error_message). A right answer leaves the captcha
 * for the retried call, which sends `x-captcha: <captchaId>:<answer>` and spends it.
 */
export const captchaRoutes: FastifyPluginCallbackTypebox<CaptchaRoutesOptions> = (
  app,
  { context },
  done,
) => {
  const { captcha } = context;

  app.get(
    '/captcha/update',
    {
      schema: {
        response: {
          200: CaptchaImageSchema,
        },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const drawn = await captcha.draw();
      const time = Math.round((drawn.expiresAt.getTime() - context.clock().getTime()) / 1000);
      return { captchaId: drawn.captchaId, image: drawn.image, type: 'image' as const, time };
    },
  );

  app.get(
    '/captcha/gettime',
    {
      schema: {
        querystring: CaptchaTimeQuerySchema,
        response: { 200: CaptchaTimeSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { time: await captcha.timeLeft(request.query.captchaId) };
    },
  );

  app.post(
    '/captcha/validate',
    {
      schema: {
        body: CaptchaAnswerBodySchema,
        response: {
          200: CaptchaVerdictSchema,
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { captchaId, captcha: answer } = request.body;
      const check = await captcha.check(captchaId, answer, { consume: false });
      const time = await captcha.timeLeft(captchaId);
      const type = 'image' as const;
      if (check.status === 'solved') return { success: true, type, time, error_message: null };
      return {
        success: false,
        type,
        time,
        error_message:
          check.status === 'wrong'
            ? 'The answer is wrong: try again'
            : 'The captcha has expired or was used: get a new one',
      };
    },
  );
  done();
};
