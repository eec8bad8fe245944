// `npm run importmap -- <verb>`: the release manager's command line for the import maps of the
// environments (development, staging, production). Like `npm run ops`, it talks to a running
// server through the operator API, so every change goes through one store with one history and one
// set of checks, whichever machine runs it. `npm run importmap -- help` lists the verbs.
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { parseCommandLine, runMain } from './cli/run-main';
import { processIo, type OpsIo } from './ops';
import { findServer, OperatorApiRefusal } from './ops/operator-api';
import { OpsFailure } from './ops/ops-failure';
import { describeProblems } from './importmap/describe-import-map';
import { importMapClient, type ImportMapClient } from './importmap/import-map-client';
import {
  IMPORT_MAP_OPTIONS,
  IMPORT_MAP_VERBS,
  type ImportMapOption,
  type ImportMapValues,
} from './importmap/import-map-verbs';
import { verifyMapFile } from './importmap/verify-map-file';
import type { ImportMapProblem } from '../server/src/import-maps/verify-import-map';

export const IMPORT_MAP_USAGE = `Usage: npm run importmap -- <verb> [options]

${Object.values(IMPORT_MAP_VERBS)
  .map((verb) => `  ${verb.usage}`)
  .join('\n')}
  help

--env is development, staging or production (default production). A change takes --reason
(required for production) and --as <who> (default: git's user.email); --if-version N refuses it
if the map is no longer at version N. Every verb but verify --file takes --server URL and
--token TOKEN; without them OPS_URL and OPS_TOKEN, else the file a local server writes at start
(.data/ops.json).`;

/** Taken by every verb: where the server is, and who is at the keyboard (scripts pass it always). */
const GLOBAL_OPTIONS: readonly ImportMapOption[] = ['server', 'token', 'as'];

function defaultActor(env: Readonly<Record<string, string | undefined>>): string {
  try {
    const email = execFileSync('git', ['config', 'user.email'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (email !== '') return email;
  } catch {
    // no git, or no user.email: the login name follows
  }
  return env.USER ?? userInfo().username;
}

function usageFailure(message: string): OpsFailure {
  return new OpsFailure(`${message}\nRun npm run importmap -- help for the verbs.`);
}

/** Runs one verb; answers the exit code: 0 done, 1 refused, failed or not verified. */
export async function main(args: readonly string[], io: OpsIo = processIo()): Promise<number> {
  try {
    const parsed = parseCommandLine(args, IMPORT_MAP_OPTIONS, usageFailure);
    const values = parsed.values as ImportMapValues;
    const [name, ...positionals] = parsed.positionals;
    if (name === 'help') {
      io.out(IMPORT_MAP_USAGE);
      return 0;
    }
    if (name === undefined) {
      io.err(IMPORT_MAP_USAGE);
      return 1;
    }
    if (name === 'verify' && values.file !== undefined) {
      const problems = await verifyMapFile({
        file: values.file,
        siteDir: values.site,
        releasesDir: values.releases,
        env: io.env,
      });
      if (problems.length === 0) {
        io.out(`${values.file} verifies`);
        return 0;
      }
      io.err(`${values.file} has ${problems.length} problem(s):`);
      describeProblems(problems).forEach((line) => io.err(line));
      return 1;
    }
    const verb = IMPORT_MAP_VERBS[name];
    if (verb === undefined) throw usageFailure(`Unknown verb: ${name}`);
    const extra = (Object.keys(values) as ImportMapOption[]).filter(
      (option) => !GLOBAL_OPTIONS.includes(option) && !verb.options.includes(option),
    );
    if (extra.length > 0) throw usageFailure(`${name} does not take --${extra.join(', --')}`);
    const [least, most] = verb.arity;
    if (positionals.length < least) throw usageFailure(`${name}: an argument is missing`);
    if (positionals.length > most) throw usageFailure(`${name}: too many arguments`);
    let client: Promise<ImportMapClient> | undefined;
    const api: ImportMapClient = async (request) => {
      client ??= findServer(values, io).then(importMapClient);
      return (await client)(request);
    };
    return await verb.run({
      positionals,
      values,
      io,
      env: values.env ?? 'production',
      actor: values.as?.trim() || defaultActor(io.env),
      api,
    });
  } catch (error) {
    if (!(error instanceof OpsFailure)) throw error;
    io.err(`importmap: ${error.message}`);
    if (error instanceof OperatorApiRefusal) {
      const problems = (error.details as { problems?: unknown } | undefined)?.problems;
      if (Array.isArray(problems))
        describeProblems(problems as ImportMapProblem[]).forEach((line) => io.err(line));
    }
    return 1;
  }
}

if (require.main === module) runMain((args) => main(args));
