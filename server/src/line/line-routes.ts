import { LINE_SECTIONS, MARKET_KINDS } from '@betshell/domain/betting';
import { SITE_LANGUAGES } from '@betshell/domain';
import type { LineEvent, LineSport } from '@betshell/domain/sportsbook';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import { sendSerializedOnce } from '../http/send-serialized-once';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import type { LineLanguage, LineRepository } from './line-repository';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Lng = Type.Optional(Type.Union(SITE_LANGUAGES.map((lng) => Type.Literal(lng))));

const MarketSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([
    Type.Literal(MARKET_KINDS.matchResult),
    Type.Literal(MARKET_KINDS.winner),
    Type.Literal(MARKET_KINDS.total),
    Type.Literal(MARKET_KINDS.handicap),
  ]),
  outcome: Type.Union([
    Type.Literal('1'),
    Type.Literal('X'),
    Type.Literal('2'),
    Type.Literal('over'),
    Type.Literal('under'),
  ]),
  param: Type.Number(),
  coef: Type.Number(),
  isBlocked: Type.Boolean(),
  result: Type.Union([
    Type.Literal('win'),
    Type.Literal('lose'),
    Type.Literal('void'),
    Type.Null(),
  ]),
});

/** An event as the line shows it; the operator routes answer the same. */
export const EventSchema = Type.Object({
  id: Type.Integer(),
  sportId: Type.Integer(),
  sportName: Type.String(),
  champId: Type.Integer(),
  champName: Type.String(),
  home: Type.String(),
  away: Type.String(),
  startsAt: Type.String(),
  state: Type.Union([Type.Literal('line'), Type.Literal('live'), Type.Literal('finished')]),
  isSuspended: Type.Boolean(),
  score: Type.Object({ home: Type.Integer(), away: Type.Integer() }),
  // Immutable: a readonly array in the Static type, as the domain's LineEvent has it.
  markets: Type.Immutable(Type.Array(MarketSchema)),
});

const SportSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  lineCount: Type.Integer(),
  liveCount: Type.Integer(),
});

/**
 * The shape of the line is written once, in the domain (`@betshell/domain/sportsbook`), which the
 * sportsbook parcel reads; these schemas validate and serialise it. The server compiles only while
 * both say the same: a field added, dropped or retyped on one side alone fails here.
 */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const eventSchemaIsLineEvent: SameShape<Static<typeof EventSchema>, LineEvent> = true;
const sportSchemaIsLineSport: SameShape<Static<typeof SportSchema>, LineSport> = true;
void eventSchemaIsLineEvent;
void sportSchemaIsLineSport;

/** How many finished events one results answer carries at most. */
const RESULTS_LIMIT = 200;

/** Names exist in ru and en; the site's other languages read the English ones (decisions.md). */
function lineLanguage(lng: string | undefined): LineLanguage {
  return lng === undefined || lng === 'ru' ? 'ru' : 'en';
}

/**
 * decisions.md: GET /web-api/line/sports and GET /web-api/line/events?section=line or
 * live&sportId=&champId=; ours: GET /web-api/line/events/{id} for one event, finished ones with
 * their results. Odds are decimals with three places.
 */
export const lineRoutes: FastifyPluginCallbackTypebox<{ readonly repository: LineRepository }> = (
  app,
  { repository },
  done,
) => {
  app.setValidatorCompiler(typeboxValidatorCompiler);
  /** The body of /line/events per answer the repository keeps (line-repository.ts). */
  const serializedEvents = new WeakMap<readonly LineEvent[], string>();

  app.get(
    '/line/sports',
    {
      schema: {
        querystring: Type.Object({ lng: Lng }),
        response: {
          200: Type.Array(SportSchema),
          400: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return repository.sports(lineLanguage(request.query.lng));
    },
  );

  app.get(
    '/line/events',
    {
      schema: {
        querystring: Type.Object({
          section: Type.Union([Type.Literal(LINE_SECTIONS[0]), Type.Literal(LINE_SECTIONS[1])]),
          sportId: Type.Optional(Id),
          champId: Type.Optional(Id),
          lng: Lng,
        }),
        response: { 200: Type.Array(EventSchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { section, sportId, champId, lng } = request.query;
      void reply.header('cache-control', 'no-cache');
      const events = await repository.events(lineLanguage(lng), { section, sportId, champId });
      // The repository keeps an answer until the line changes; its body is serialized once, with
      // this route's response schema, and sent as text (3.8 ms per request before).
      // Text with a JSON type is sent as it is (the typed reply only knows the object form).
      const untyped: FastifyReply = reply;
      return sendSerializedOnce(untyped, events, serializedEvents);
    },
  );

  // Ours: the results and champs pages (spec/shell.md section 2.3) read finished events here, the
  // latest first; a page is the latest RESULTS_LIMIT, enough for a day of the demo feed.
  app.get(
    '/line/results',
    {
      schema: {
        querystring: Type.Object({
          sportId: Type.Optional(Id),
          champId: Type.Optional(Id),
          lng: Lng,
        }),
        response: { 200: Type.Array(EventSchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { sportId, champId, lng } = request.query;
      void reply.header('cache-control', 'no-cache');
      return repository.results(lineLanguage(lng), { sportId, champId, limit: RESULTS_LIMIT });
    },
  );

  app.get(
    '/line/events/:id',
    {
      schema: {
        params: Type.Object({ id: Id }),
        querystring: Type.Object({ lng: Lng }),
        response: { 200: EventSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const event = await repository.event(lineLanguage(request.query.lng), request.params.id);
      if (event === null) throw new ApiError(404, 'EVENT_NOT_FOUND', 'No such event');
      void reply.header('cache-control', 'no-cache');
      return event;
    },
  );
  done();
};
