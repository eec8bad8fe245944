import type { ImportMapChange } from '../../server/src/import-maps/change-import-map';
import type { ServiceChange } from '../../server/src/import-maps/import-map-pins';
import type { ImportMapHistoryEntry } from '../../server/src/import-maps/import-map-repository';
import type { ImportMapProblem } from '../../server/src/import-maps/verify-import-map';
import type { OpsIo } from '../ops';
import { OpsFailure } from '../ops/ops-failure';
import {
  describeChange,
  describeChanges,
  describeEntry,
  describeProblems,
} from './describe-import-map';
import type { ImportMapClient } from './import-map-client';

export const IMPORT_MAP_OPTIONS = {
  server: { type: 'string' },
  token: { type: 'string' },
  env: { type: 'string' },
  reason: { type: 'string' },
  as: { type: 'string' },
  'if-version': { type: 'string' },
  url: { type: 'string' },
  integrity: { type: 'string' },
  limit: { type: 'string' },
  file: { type: 'string' },
  site: { type: 'string' },
  releases: { type: 'string' },
} as const;

export type ImportMapOption = keyof typeof IMPORT_MAP_OPTIONS;
export type ImportMapValues = Partial<Record<ImportMapOption, string>>;

export interface ImportMapCommand {
  readonly positionals: readonly string[];
  readonly values: ImportMapValues;
  readonly io: OpsIo;
  /** The environment of --env (production when not given). */
  readonly env: string;
  /** Who the history names: --as, else git's user.email, else the login name. */
  readonly actor: string;
  /** Finds the server at the first request (so verbs that need none never look). */
  readonly api: ImportMapClient;
}

export interface ImportMapVerb {
  readonly usage: string;
  readonly options: readonly ImportMapOption[];
  readonly arity: readonly [number, number];
  run(command: ImportMapCommand): Promise<number>;
}

const WRITE: readonly ImportMapOption[] = ['env', 'reason', 'if-version'];

const query = (fields: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();

function ifVersionOf(values: ImportMapValues): number | undefined {
  const text = values['if-version'];
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text))
    throw new OpsFailure(`--if-version must be a version number, not ${text}`);
  return Number(text);
}

async function write(
  command: ImportMapCommand,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: object,
  readFirst = false,
): Promise<number> {
  const { api } = command;
  let ifVersion = ifVersionOf(command.values);
  // Steps back are counted from the version this command saw: a rollback must not undo a change
  // someone made a moment later.
  if (readFirst && ifVersion === undefined) {
    ifVersion = (
      await api({ method: 'GET', path: `/import-map.json?${query({ env: command.env })}` })
    ).version;
  }
  const who = { actor: command.actor, reason: command.values.reason };
  const separator = path.includes('?') ? '&' : '?';
  const answer = await api<ImportMapChange>(
    method === 'DELETE'
      ? { method, path: `${path}${separator}${query(who)}`, ifVersion }
      : { method, path, body: { ...body, ...who }, ifVersion },
  );
  describeChange(answer.body, ifVersion).forEach((line) => command.io.out(line));
  return 0;
}

function serviceAndVersion(text: string): { service: string; version: string } {
  const at = text.lastIndexOf('@');
  if (at <= 0)
    throw new OpsFailure(`pin takes <name>@<version>, such as @betshell/header@0.2.0, not ${text}`);
  return { service: text.slice(0, at), version: text.slice(at + 1) };
}

export const IMPORT_MAP_VERBS: Readonly<Record<string, ImportMapVerb>> = {
  show: {
    usage: 'show [--env E]                      what each module of the map loads, pins marked',
    options: ['env'],
    arity: [0, 0],
    async run({ api, env, io }) {
      const { body } = await api<{
        environment: string;
        version: number;
        built: boolean;
        services: { service: string; url: string; version: string | null; pinned: boolean }[];
      }>({ method: 'GET', path: `/import-map?${query({ env })}` });
      io.out(
        `${body.environment} at version ${body.version}${body.built ? '' : ' (the site is not built)'}`,
      );
      const width = Math.max(0, ...body.services.map((entry) => entry.service.length));
      for (const entry of body.services) {
        io.out(
          `  ${entry.service.padEnd(width)}  ${(entry.version ?? '?').padEnd(10)} ${entry.pinned ? 'pinned' : 'build '}  ${entry.url}`,
        );
      }
      return 0;
    },
  },
  pin: {
    usage:
      'pin <name>@<version> [--env E]      load a release (npm run release) instead of the build\n' +
      '  pin <name> --url URL [--integrity I] load a release from an allowed origin',
    options: [...WRITE, 'url', 'integrity'],
    arity: [1, 1],
    run(command) {
      const [target = ''] = command.positionals;
      const { url, integrity } = command.values;
      const body =
        url === undefined
          ? serviceAndVersion(target)
          : { service: target, url, ...(integrity === undefined ? {} : { integrity }) };
      return write(command, 'PATCH', `/services?${query({ env: command.env })}`, body);
    },
  },
  unpin: {
    usage: "unpin <name> [--env E]              load the build's module again",
    options: WRITE,
    arity: [1, 1],
    run(command) {
      const name = encodeURIComponent(command.positionals[0] ?? '').replace(/%2F/gi, '/');
      return write(command, 'DELETE', `/services/${name}?${query({ env: command.env })}`);
    },
  },
  promote: {
    usage: 'promote <from> <to>                 give <to> the pins of <from>',
    options: ['reason', 'if-version'],
    arity: [2, 2],
    run(command) {
      const [from, to] = command.positionals;
      return write(command, 'POST', `/import-map/promote?${query({ env: to })}`, { from });
    },
  },
  rollback: {
    usage:
      'rollback [<steps>|v<N>] [--env E]   restore the pins of an earlier version (default 1 step)',
    options: WRITE,
    arity: [0, 1],
    run(command) {
      const [target = '1'] = command.positionals;
      const to = /^v(\d+)$/.exec(target);
      if (to === null && !/^\d+$/.test(target)) {
        throw new OpsFailure(
          `rollback takes a number of steps or a version such as v3, not ${target}`,
        );
      }
      const body = to === null ? { steps: Number(target) } : { to: Number(to[1]) };
      return write(
        command,
        'POST',
        `/import-map/rollback?${query({ env: command.env })}`,
        body,
        true,
      );
    },
  },
  diff: {
    usage:
      'diff <a> <b>                        what differs, e.g. diff staging production, diff production@v3 production',
    options: [],
    arity: [2, 2],
    async run({ api, io, positionals }) {
      const [a = '', b = ''] = positionals;
      const { body } = await api<{ a: string; b: string; changes: ServiceChange[] }>({
        method: 'GET',
        path: `/import-map/diff?${query({ a, b })}`,
      });
      io.out(
        body.changes.length === 0
          ? `${body.a} and ${body.b} load the same modules`
          : `${body.a} -> ${body.b}: ${body.changes.length} module(s) differ`,
      );
      describeChanges(body.changes).forEach((line) => io.out(line));
      return 0;
    },
  },
  history: {
    usage: 'history [--env E] [--limit N]       who changed what, when and why, newest first',
    options: ['env', 'limit'],
    arity: [0, 0],
    async run({ api, env, io, values }) {
      const { body } = await api<{ version: number; entries: ImportMapHistoryEntry[] }>({
        method: 'GET',
        path: `/import-map/history?${query({ env, limit: values.limit })}`,
      });
      io.out(`${env} is at version ${body.version}; newest first:`);
      body.entries.flatMap(describeEntry).forEach((line) => io.out(`  ${line}`));
      return 0;
    },
  },
  verify: {
    usage:
      'verify [--env E]                    check the served map: URLs, integrity, shared libraries, ranges\n' +
      '  verify --file F [--site D] [--releases D]  the same checks on a map file, without a server',
    options: ['env'],
    arity: [0, 0],
    async run({ api, env, io }) {
      const { body } = await api<{
        version: number;
        built: boolean;
        problems: ImportMapProblem[];
      }>({ method: 'GET', path: `/import-map/verify?${query({ env })}` });
      if (body.problems.length === 0) {
        io.out(
          `${env} version ${body.version} verifies: every module answers, matches its integrity and finds its shared libraries`,
        );
        return 0;
      }
      io.err(`${env} version ${body.version} has ${body.problems.length} problem(s):`);
      describeProblems(body.problems).forEach((line) => io.err(line));
      return 1;
    },
  },
};
