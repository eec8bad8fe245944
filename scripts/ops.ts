// `npm run ops -- <verb>`: the operators' command line. It talks to a running server through its
// operator API (/ops-api/v1, server/src/ops/ops-api-plugin.ts) over HTTP, so it works while that
// server holds a PGlite database, which no second process can open. `npm run ops -- help` lists
// the verbs.
import { join } from 'node:path';
import type { BlockRule, MaintenanceConfig, RedirectRule } from '@betshell/domain';
import { parseCommandLine, runMain } from './cli/run-main';
import {
  callOperatorApi,
  findServer,
  type Connection,
  type ConnectionSources,
} from './ops/operator-api';
import { OpsFailure } from './ops/ops-failure';
import { PAGE_OPTIONS, PAGE_USAGE, PAGE_VERBS } from './ops/page-verbs';
import { AUTH_OPTIONS, AUTH_USAGE, AUTH_VERBS } from './ops/auth-verbs';
import { PAYMENT_OPTIONS, PAYMENT_USAGE, PAYMENT_VERBS } from './ops/payment-verbs';
import { LIMITS_OPTIONS, LIMITS_USAGE, LIMITS_VERBS } from './ops/limits-verbs';
import { SEO_OPTIONS, SEO_USAGE, SEO_VERBS } from './ops/seo-verbs';
import { LINE_OPTIONS, LINE_USAGE, LINE_VERBS } from './ops/line-verbs';
import { BET_OPTIONS, BET_USAGE, BET_VERBS } from './ops/bet-verbs';
import { ANALYTICS_OPTIONS, ANALYTICS_USAGE, ANALYTICS_VERBS } from './ops/analytics-verbs';
import { LIMITS_MORE_OPTIONS, LIMITS_MORE_USAGE, LIMITS_MORE_VERBS } from './ops/limits-more-verbs';
import { SEO_CONTENT_OPTIONS, SEO_CONTENT_USAGE, SEO_CONTENT_VERBS } from './ops/seo-content-verbs';
import {
  VERIFICATION_OPTIONS,
  VERIFICATION_USAGE,
  VERIFICATION_VERBS,
} from './ops/verification-verbs';
import { IDEA_OPTIONS, IDEA_USAGE, IDEA_VERBS } from './ops/idea-verbs';
import { BONUS_GAME_OPTIONS, BONUS_GAME_USAGE, BONUS_GAME_VERBS } from './ops/bonus-game-verbs';
import { CASINO_OPTIONS, CASINO_USAGE, CASINO_VERBS } from './ops/casino-verbs';
import { SUPPORT_OPTIONS, SUPPORT_USAGE, SUPPORT_VERBS } from './ops/support-verbs';
import { PROMOTION_OPTIONS, PROMOTION_USAGE, PROMOTION_VERBS } from './ops/promotion-verbs';
import { TOURNAMENT_OPTIONS, TOURNAMENT_USAGE, TOURNAMENT_VERBS } from './ops/tournament-verbs';
import { BONUS_OPTIONS, BONUS_USAGE, BONUS_VERBS } from './ops/bonus-verbs';
import { LOTTERY_OPTIONS, LOTTERY_USAGE, LOTTERY_VERBS } from './ops/lottery-verbs';

/** What main needs from the outside world; tests pass their own. */
export interface OpsIo extends ConnectionSources {
  out(line: string): void;
  err(line: string): void;
}

/** The file server/src/server.ts writes: <repo>/.data/ops.json. */
export const CONNECTION_FILE = join(__dirname, '..', '.data', 'ops.json');

/** A server that takes longer than this is as good as down for an operator at a terminal. */
const REQUEST_TIMEOUT_MS = 15_000;

export const USAGE = `Usage: npm run ops -- <verb> [options]

  maintenance on [--from ISO] [--until ISO] [--notify-from ISO] [--notify-until ISO]
  maintenance off
  maintenance status
  config get [key]
  config set <key> <json value>     e.g. config set hiddenPaths '["/about"]'
  block-rule add --reason <n> [--country CC] [--user-agent REGEX] [--template <n>]
  block-rule list
  block-rule remove <id>
  redirect add <from> <to> [--code 301|302] [--reason text]
  redirect list
  redirect remove <from>
${PAGE_USAGE}
${AUTH_USAGE}
${PAYMENT_USAGE}
${LIMITS_USAGE}
${SEO_USAGE}
${LINE_USAGE}
${BET_USAGE}
${ANALYTICS_USAGE}
${LIMITS_MORE_USAGE}
${SEO_CONTENT_USAGE}
${VERIFICATION_USAGE}
${IDEA_USAGE}
${BONUS_GAME_USAGE}
${CASINO_USAGE}
${SUPPORT_USAGE}
${PROMOTION_USAGE}
${TOURNAMENT_USAGE}
${BONUS_USAGE}
${LOTTERY_USAGE}
  help

Every verb takes --server URL and --token TOKEN; without them OPS_URL and OPS_TOKEN, else the
file a local server writes at start (.data/ops.json). Dates are ISO instants with a time zone,
such as 2026-11-22T10:00:00Z.`;

const OPTIONS = {
  server: { type: 'string' },
  token: { type: 'string' },
  from: { type: 'string' },
  until: { type: 'string' },
  'notify-from': { type: 'string' },
  'notify-until': { type: 'string' },
  reason: { type: 'string' },
  country: { type: 'string' },
  'user-agent': { type: 'string' },
  template: { type: 'string' },
  code: { type: 'string' },
  ...PAGE_OPTIONS,
  ...AUTH_OPTIONS,
  ...PAYMENT_OPTIONS,
  ...LIMITS_OPTIONS,
  ...SEO_OPTIONS,
  ...LINE_OPTIONS,
  ...BET_OPTIONS,
  ...ANALYTICS_OPTIONS,
  ...LIMITS_MORE_OPTIONS,
  ...SEO_CONTENT_OPTIONS,
  ...VERIFICATION_OPTIONS,
  ...IDEA_OPTIONS,
  ...BONUS_GAME_OPTIONS,
  ...CASINO_OPTIONS,
  ...SUPPORT_OPTIONS,
  ...PROMOTION_OPTIONS,
  ...TOURNAMENT_OPTIONS,
  ...BONUS_OPTIONS,
  ...LOTTERY_OPTIONS,
} as const;

type OptionName = keyof typeof OPTIONS;
type Values = Partial<Record<OptionName, string>>;

export interface Command {
  readonly positionals: readonly string[];
  readonly values: Values;
  readonly io: OpsIo;
  readonly api: OpsApi;
}

export interface Verb {
  /** Options besides --server and --token. */
  readonly options: readonly OptionName[];
  /** How many positionals follow the verb's two words: [least, most]. */
  readonly arity: readonly [number, number];
  run(command: Command): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Reaching the server (scripts/ops/operator-api.ts)

type OpsApi = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<T>;

function opsApi(connection: Connection): OpsApi {
  return async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    (
      await callOperatorApi(connection, {
        method,
        path,
        body,
        timeoutMs: REQUEST_TIMEOUT_MS,
        expected: 'a betshell server',
      })
    ).body as T;
}

// ---------------------------------------------------------------------------------------------
// Printing

const show = (value: unknown): string => (value === undefined ? '(none)' : JSON.stringify(value));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys an object value had before and has no more. */
function droppedKeys(previous: unknown, value: unknown): string[] {
  if (!isRecord(previous) || !isRecord(value)) return [];
  return Object.keys(previous).filter((key) => !Object.hasOwn(value, key));
}

/** A whole number as a number, anything else as sent, for the server to accept or explain. */
const numberOrText = (text: string): number | string =>
  /^-?\d+$/.test(text) ? Number(text) : text;

/** A block rule as the operator API lists it: the domain's rule and the page it sends to. */
type ListedBlockRule = BlockRule & { readonly page: string };

function describeBlockRule(rule: ListedBlockRule): string {
  const who =
    rule.country !== null
      ? `country ${rule.country}`
      : rule.userAgentPattern !== null
        ? `user agent /${rule.userAgentPattern}/`
        : 'everyone';
  return `${rule.id}: reason ${rule.reason} (${rule.page}), template ${rule.templateTypeId}, ${who}`;
}

function describeRedirect(rule: RedirectRule): string {
  return `${rule.from} -> ${rule.to} (${rule.code}${rule.reason === '' ? '' : `, ${JSON.stringify(rule.reason)}`})`;
}

// ---------------------------------------------------------------------------------------------
// Verbs

const maintenanceState = (on: boolean) =>
  on ? 'the site is in maintenance' : 'the site is open (no maintenance)';

function printWebStateWarning(maintenance: MaintenanceConfig, io: OpsIo): void {
  if (!maintenance.web_state) return;
  io.err(
    `warning: web_state is set, so the site stays in maintenance whatever isActive says; clear it with\n` +
      `  npm run ops -- config set maintenance '${JSON.stringify({ ...maintenance, web_state: false })}'`,
  );
}

async function switchMaintenance({ api, io }: Command, body: object): Promise<void> {
  const { previous, maintenance, on } = await api<{
    previous: MaintenanceConfig;
    maintenance: MaintenanceConfig;
    on: boolean;
  }>('POST', '/maintenance', body);
  const changes = (Object.keys(maintenance) as (keyof MaintenanceConfig)[])
    .filter((field) => previous[field] !== maintenance[field])
    .map((field) => `  ${field}: ${show(previous[field])} -> ${show(maintenance[field])}`);
  io.out(`${maintenanceState(on)}${changes.length === 0 ? '; nothing changed' : ''}`);
  changes.forEach((line) => io.out(line));
  if (!maintenance.isActive) printWebStateWarning(maintenance, io);
}

const VERBS: Readonly<Record<string, Verb>> = {
  'maintenance on': {
    options: ['from', 'until', 'notify-from', 'notify-until'],
    arity: [0, 0],
    run: (command) =>
      switchMaintenance(command, {
        on: true,
        startedAt: command.values.from,
        endedAt: command.values.until,
        notifyFrom: command.values['notify-from'],
        notifyUntil: command.values['notify-until'],
      }),
  },
  'maintenance off': {
    options: [],
    arity: [0, 0],
    run: (command) => switchMaintenance(command, { on: false }),
  },
  'maintenance status': {
    options: [],
    arity: [0, 0],
    async run({ api, io }) {
      const { maintenance, on, noticeDue } = await api<{
        maintenance: MaintenanceConfig;
        on: boolean;
        noticeDue: boolean;
      }>('GET', '/maintenance');
      io.out(maintenanceState(on));
      io.out(`  the maintenance notice is ${noticeDue ? 'shown' : 'not shown'} now`);
      for (const [field, value] of Object.entries(maintenance))
        io.out(`  ${field}: ${show(value)}`);
    },
  },

  'config get': {
    options: [],
    arity: [0, 1],
    async run({ api, io, positionals }) {
      const { config, missingKeys, invalidKeys } = await api<{
        config: Record<string, unknown>;
        missingKeys: string[];
        invalidKeys: string[];
      }>('GET', '/config');
      const [key] = positionals;
      if (key === undefined) {
        io.out(JSON.stringify(config, null, 2));
        for (const missing of missingKeys)
          io.err(`warning: ${missing} is missing: the site gets no configuration until it is set`);
        for (const invalid of invalidKeys)
          io.err(
            `warning: ${invalid} holds a wrong value: the site gets no configuration until it is set`,
          );
        return;
      }
      if (Object.hasOwn(config, key)) {
        io.out(JSON.stringify(config[key], null, 2));
        if (invalidKeys.includes(key)) io.err(`warning: this is not a valid value for ${key}`);
      } else if (missingKeys.includes(key)) {
        throw new OpsFailure(
          `${key} is missing from the site config: set it with config set ${key} <json value>`,
        );
      } else {
        throw new OpsFailure(
          `${key} is not a key of the site config; the keys are ${[...Object.keys(config), ...missingKeys].join(', ')}`,
        );
      }
    },
  },
  'config set': {
    options: [],
    arity: [2, 2],
    async run({ api, io, positionals }) {
      const [key = '', text = ''] = positionals;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw new OpsFailure(
          `The value for ${key} must be JSON, such as '"a text"', 18, true or '["/about"]', not ${text}`,
        );
      }
      const answer = await api<{ key: string; previous?: unknown; value: unknown }>(
        'PUT',
        `/config/${encodeURIComponent(key)}`,
        { value },
      );
      io.out(`${answer.key}: ${show(answer.previous)} -> ${show(answer.value)}`);
      const dropped = droppedKeys(answer.previous, answer.value);
      if (dropped.length > 0) {
        // set replaces the whole value: a flag left out is gone, not kept.
        io.err(`note: ${answer.key} no longer has ${dropped.join(', ')}`);
      }
    },
  },

  'block-rule add': {
    options: ['reason', 'country', 'user-agent', 'template'],
    arity: [0, 0],
    async run({ api, io, values }) {
      if (values.reason === undefined) {
        throw usageFailure('block-rule add needs --reason <n>', 'block-rule add');
      }
      const { rule } = await api<{ rule: ListedBlockRule }>('POST', '/block-rules', {
        reason: numberOrText(values.reason),
        country: values.country,
        userAgentPattern: values['user-agent'],
        templateTypeId: values.template === undefined ? undefined : numberOrText(values.template),
      });
      io.out(`added block rule ${describeBlockRule(rule)}`);
    },
  },
  'block-rule list': {
    options: [],
    arity: [0, 0],
    async run({ api, io }) {
      const { rules } = await api<{ rules: ListedBlockRule[] }>('GET', '/block-rules');
      if (rules.length === 0) io.out('no block rules: nobody is blocked');
      else io.out('block rules, in the order they are tried (the first that applies wins):');
      for (const rule of rules) io.out(`  ${describeBlockRule(rule)}`);
    },
  },
  'block-rule remove': {
    options: [],
    arity: [1, 1],
    async run({ api, io, positionals }) {
      const { removed } = await api<{ removed: ListedBlockRule }>(
        'DELETE',
        `/block-rules/${encodeURIComponent(positionals[0] ?? '')}`,
      );
      io.out(`removed block rule ${describeBlockRule(removed)}`);
    },
  },

  'redirect add': {
    options: ['code', 'reason'],
    arity: [2, 2],
    async run({ api, io, positionals, values }) {
      const [from, to] = positionals;
      const { rule, replaced } = await api<{ rule: RedirectRule; replaced: RedirectRule | null }>(
        'POST',
        '/redirect-rules',
        {
          from,
          to,
          code: values.code === undefined ? undefined : numberOrText(values.code),
          reason: values.reason,
        },
      );
      io.out(
        replaced === null
          ? `added redirect ${describeRedirect(rule)}`
          : `replaced redirect ${describeRedirect(replaced)} with ${describeRedirect(rule)}`,
      );
    },
  },
  'redirect list': {
    options: [],
    arity: [0, 0],
    async run({ api, io }) {
      const { rules } = await api<{ rules: RedirectRule[] }>('GET', '/redirect-rules');
      if (rules.length === 0) io.out('no redirects');
      for (const rule of rules) io.out(describeRedirect(rule));
    },
  },
  'redirect remove': {
    options: [],
    arity: [1, 1],
    async run({ api, io, positionals }) {
      const { removed } = await api<{ removed: RedirectRule }>(
        'DELETE',
        `/redirect-rules?from=${encodeURIComponent(positionals[0] ?? '')}`,
      );
      io.out(`removed redirect ${describeRedirect(removed)}`);
    },
  },
  ...PAGE_VERBS,
  ...AUTH_VERBS,
  ...PAYMENT_VERBS,
  ...LIMITS_VERBS,
  ...SEO_VERBS,
  ...LINE_VERBS,
  ...BET_VERBS,
  ...ANALYTICS_VERBS,
  ...LIMITS_MORE_VERBS,
  ...SEO_CONTENT_VERBS,
  ...VERIFICATION_VERBS,
  ...IDEA_VERBS,
  ...BONUS_GAME_VERBS,
  ...CASINO_VERBS,
  ...SUPPORT_VERBS,
  ...PROMOTION_VERBS,
  ...TOURNAMENT_VERBS,
  ...BONUS_VERBS,
  ...LOTTERY_VERBS,
};

function usageFailure(message: string, verb?: string): OpsFailure {
  const line = USAGE.split('\n').find((text) => verb !== undefined && text.trim().startsWith(verb));
  return new OpsFailure(
    line === undefined
      ? `${message}\nRun npm run ops -- help for the verbs.`
      : `${message}\nUsage: npm run ops -- ${line.trim()}`,
  );
}

/** Runs one verb; answers the exit code: 0 done, 1 refused or failed (the reason on stderr). */
export async function main(args: readonly string[], io: OpsIo = processIo()): Promise<number> {
  try {
    const parsed = parseCommandLine(args, OPTIONS, (message) => usageFailure(message));
    const { positionals } = parsed;
    const values = parsed.values as Values;
    const [noun, action, ...rest] = positionals;
    if (noun === 'help') {
      io.out(USAGE);
      return 0;
    }
    if (noun === undefined) {
      io.err(USAGE);
      return 1;
    }
    const name = `${noun} ${action ?? ''}`;
    const verb = VERBS[name];
    if (verb === undefined) throw usageFailure(`Unknown verb: ${name.trim()}`);
    const extra = (Object.keys(values) as OptionName[]).filter(
      (option) => option !== 'server' && option !== 'token' && !verb.options.includes(option),
    );
    if (extra.length > 0) throw usageFailure(`${name} does not take --${extra.join(', --')}`, name);
    const [least, most] = verb.arity;
    if (rest.length < least) throw usageFailure(`${name}: an argument is missing`, name);
    if (rest.length > most) throw usageFailure(`${name}: too many arguments`, name);
    const api = opsApi(await findServer(values, io));
    await verb.run({ positionals: rest, values, io, api });
    return 0;
  } catch (error) {
    if (!(error instanceof OpsFailure)) throw error;
    io.err(`ops: ${error.message}`);
    return 1;
  }
}

export function processIo(): OpsIo {
  return {
    env: process.env,
    connectionFile: CONNECTION_FILE,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  };
}

if (require.main === module) runMain((args) => main(args));
