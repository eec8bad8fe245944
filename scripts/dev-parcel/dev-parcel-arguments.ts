import { parseArgs } from 'node:util';
import { localServerUrl } from '../../server/src/ops/ops-connection-file';

/** Where dev:parcel serves the parcel unless told otherwise (README, "Swap one parcel"). */
export const DEFAULT_DEV_PARCEL_PORT = 8500;

/** What `npm run dev:parcel -- <parcel> [--port N] [--site URL]` asks for. */
export interface DevParcelArguments {
  /** The parcel's folder under shell-parcels/ (its import-map name without `@betshell/`). */
  readonly parcel: string;
  /** The port the parcel is served on; 0 picks a free one. */
  readonly port: number;
  /** The origin of the running site the printed `?imo=` link opens. */
  readonly site: string;
}

export class DevParcelUsageError extends Error {}

const usageOf = (parcels: readonly string[]) =>
  `npm run dev:parcel -- <parcel> [--port ${DEFAULT_DEV_PARCEL_PORT}] [--site http://127.0.0.1:8080]\n` +
  `the parcels: ${parcels.join(', ')}`;

const isPort = (value: number) => Number.isInteger(value) && value >= 0 && value <= 65535;

/**
 * The site a developer already runs: `--site`, else the address `npm start` serves on in the same
 * shell (HOST and PORT, as the server reads them; 127.0.0.1:8080 when unset), so the printed link
 * opens that site and not a fixed port.
 */
function siteOf(given: string | undefined, env: Readonly<Record<string, string | undefined>>) {
  if (given !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(given);
    } catch {
      url = undefined;
    }
    if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new DevParcelUsageError(
        `--site must be the running site's address, such as http://127.0.0.1:8080, not ${given}`,
      );
    }
    return url.origin;
  }
  const portText = env.PORT?.trim() || '8080';
  if (!/^\d+$/.test(portText) || !isPort(Number(portText))) {
    throw new DevParcelUsageError(
      `PORT is ${JSON.stringify(portText)}, which is no port: name the site with --site <address>`,
    );
  }
  return localServerUrl(env.HOST?.trim() || '127.0.0.1', Number(portText));
}

/** Reads the command line; a mistake throws a DevParcelUsageError that says how to run it. */
export function devParcelArguments(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  parcels: readonly string[],
): DevParcelArguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { port: { type: 'string' }, site: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new DevParcelUsageError(`${(error as Error).message}\n${usageOf(parcels)}`);
  }
  const { positionals, values } = parsed;
  const [parcel, ...extra] = positionals;
  if (parcel === undefined) throw new DevParcelUsageError(`name a parcel: ${usageOf(parcels)}`);
  if (extra.length > 0) {
    throw new DevParcelUsageError(
      `one parcel at a time, not ${positionals.join(' ')}: ${usageOf(parcels)}`,
    );
  }
  const name = parcel.replace(/^@betshell\//, '');
  if (!parcels.includes(name)) {
    throw new DevParcelUsageError(`there is no parcel ${parcel}: ${usageOf(parcels)}`);
  }
  const portText = values.port ?? String(DEFAULT_DEV_PARCEL_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || !isPort(port)) {
    throw new DevParcelUsageError(
      `--port must be a port number from 0 to 65535 (0 picks a free one), not ${portText}`,
    );
  }
  return { parcel: name, port, site: siteOf(values.site, env) };
}
