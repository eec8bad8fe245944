import { isSiteLanguage, type DictionaryTexts, type LanguageCode } from '@betshell/domain';
import {
  PAYMENT_OUTCOMES,
  PAYMENT_STATUS,
  formatMoney,
  type PaymentOutcome,
} from '@betshell/domain/accounts';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { depositByToken, type PaymentContext } from '../accounts/payment-commands';
import { sendDemoPayCallback, type DemoPaySettings } from './demo-pay-callback';

export interface DemoPayRoutesOptions {
  readonly context: PaymentContext;
  readonly settings: DemoPaySettings;
  /** The shipped dictionaries (accounts/ holds the provider page's texts). */
  readonly texts: ReadonlyMap<LanguageCode, DictionaryTexts>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const OUTCOME_TEXT_KEY: Readonly<Record<PaymentOutcome, string>> = {
  success: 'accounts_provider_confirm',
  fail: 'accounts_provider_fail',
  pending: 'accounts_provider_pending',
  cancel: 'accounts_provider_cancel',
};

/**
 * The demo payment provider (decisions.md, Accounts and money): the page a deposit sends the player
 * to, as a real provider's would be, on its own path outside the site's APIs. The token in the path
 * is the deposit's unguessable provider reference. The player's answer goes to the provider, not to
 * the site: the provider's server side sends the site its signed callback (demo-pay-callback.ts),
 * which alone settles the deposit, then sends the browser back to the site's onpay result page.
 * It reads its checkout (amount, currency, payment id) from the site's payments table, the one
 * place a demo shares with the site instead of keeping its own records.
 */
export const demoPayRoutes: FastifyPluginCallbackTypebox<DemoPayRoutesOptions> = (
  app,
  { context, settings, texts },
  done,
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, parsed) => parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const languageOf = (lng: string | undefined): LanguageCode =>
    lng !== undefined && isSiteLanguage(lng) ? lng : 'ru';
  const text = (lng: LanguageCode, key: string) =>
    texts.get(lng)?.[key] ?? texts.get('en')?.[key] ?? key;

  const page = (lng: LanguageCode, body: string) =>
    `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><title>${escapeHtml(
      text(lng, 'accounts_provider_title'),
    )}</title><style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}` +
    `button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem}</style></head>` +
    `<body><h1>${escapeHtml(text(lng, 'accounts_provider_title'))}</h1>${body}</body></html>`;

  const Params = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) });
  const Query = Type.Object({ lng: Type.Optional(Type.String({ maxLength: 2 })) });

  app.get(
    '/demo-pay/:token',
    { schema: { params: Params, querystring: Query } },
    async (request, reply) => {
      const lng = languageOf(request.query.lng);
      const payment = await depositByToken(context.database, request.params.token);
      void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (payment === null)
        return reply
          .code(404)
          .send(page(lng, `<p>${escapeHtml(text(lng, 'accounts_provider_unknown'))}</p>`));
      if (payment.statusId !== PAYMENT_STATUS.pending) {
        return reply.send(
          page(lng, `<p>${escapeHtml(text(lng, 'accounts_provider_settled'))}</p>`),
        );
      }
      const amount = formatMoney(payment.amountMinor, payment.currency, lng, { unit: 'code' });
      const buttons = PAYMENT_OUTCOMES.map(
        (outcome) =>
          `<button type="submit" name="outcome" value="${outcome}" data-outcome="${outcome}">${escapeHtml(
            text(lng, OUTCOME_TEXT_KEY[outcome]),
          )}</button>`,
      ).join('');
      return reply.send(
        page(
          lng,
          `<p>${escapeHtml(text(lng, 'accounts_provider_pay'))} #${payment.id}</p>` +
            `<p>${escapeHtml(text(lng, 'accounts_provider_amount'))}: <strong data-testid="provider-amount">${escapeHtml(amount)}</strong></p>` +
            `<form method="post" action="/demo-pay/${escapeHtml(request.params.token)}?lng=${lng}">${buttons}</form>`,
        ),
      );
    },
  );

  app.post(
    '/demo-pay/:token',
    {
      schema: {
        params: Params,
        querystring: Query,
        body: Type.Object({
          outcome: Type.Union(PAYMENT_OUTCOMES.map((outcome) => Type.Literal(outcome))),
        }),
      },
    },
    async (request, reply) => {
      const lng = languageOf(request.query.lng);
      const checkout = await depositByToken(context.database, request.params.token);
      if (checkout === null) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(page(lng, `<p>${escapeHtml(text(lng, 'accounts_provider_unknown'))}</p>`));
      }
      const answer = await sendDemoPayCallback(
        app,
        settings,
        {
          token: request.params.token,
          paymentId: checkout.id,
          outcome: request.body.outcome,
          amountMinor: checkout.amountMinor,
          currency: checkout.currency,
        },
        context.clock(),
      );
      if (answer.statusCode !== 200) {
        request.log.error(
          { paymentId: checkout.id, statusCode: answer.statusCode, answer: answer.body },
          'demo-pay: the site refused the callback',
        );
        return reply
          .code(502)
          .type('text/html; charset=utf-8')
          .send(page(lng, `<p>${escapeHtml(text(lng, 'accounts_provider_callback_failed'))}</p>`));
      }
      const status = (JSON.parse(answer.body) as { status_id: number }).status_id;
      // The result page follows what the site did, not only what was clicked: a deposit a check
      // refused at the last moment lands on fail.
      const landing: PaymentOutcome =
        status === PAYMENT_STATUS.completed
          ? 'success'
          : status === PAYMENT_STATUS.pending
            ? 'pending'
            : status === PAYMENT_STATUS.cancelled
              ? 'cancel'
              : 'fail';
      return reply.redirect(`/${lng}/onpay/${landing}?paymentId=${checkout.id}`, 303);
    },
  );
  done();
};
