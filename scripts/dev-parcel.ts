// `npm run dev:parcel -- <parcel> [--port 8500]`: builds one parcel in watch mode and serves it on
// its own port, so a developer can swap it into any running site with import-map-overrides while
// everything else stays as deployed.
import { createServer } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { watch } from 'rollup';
import { ownModuleOutputOptions, ownModuleRollupOptions } from './build/own-module-rollup-options';
import { ownModules, parcelModules } from './build/own-modules';
import { REPOSITORY_ROOT } from './build/repository-paths';

function argumentsOf(args: readonly string[]): { parcel: string; port: number } {
  const portIndex = args.indexOf('--port');
  const port = portIndex >= 0 ? Number(args[portIndex + 1]) : 8500;
  const parcel = args.find((arg, index) => !arg.startsWith('--') && index !== portIndex + 1);
  const known = parcelModules().map((module) => module.name.replace(/^@betshell\//, ''));
  if (parcel === undefined || !known.includes(parcel)) {
    throw new Error(`name a parcel: npm run dev:parcel -- <${known.join('|')}> [--port 8500]`);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `--port must be a port number (0 picks a free one), not ${args[portIndex + 1] ?? ''}`,
    );
  }
  return { parcel, port };
}

function main(): void {
  const { parcel, port } = argumentsOf(process.argv.slice(2));
  const all = ownModules();
  const module = all.find((candidate) => candidate.name === `@betshell/${parcel}`);
  if (module === undefined) throw new Error(`no parcel ${parcel}`);
  const outDir = join(REPOSITORY_ROOT, 'dist', 'dev', parcel);
  const fileName = `${parcel}.js`;

  const watcher = watch({
    ...ownModuleRollupOptions(module, new Set(all.map((candidate) => candidate.name))),
    output: { ...ownModuleOutputOptions(false), dir: outDir, entryFileNames: fileName },
    watch: { clearScreen: false },
  });
  watcher.on('event', (event) => {
    if (event.code === 'BUNDLE_END') {
      console.log(
        `${new Date().toLocaleTimeString()} built ${module.name} in ${event.duration} ms`,
      );
      void event.result.close();
    }
    if (event.code === 'ERROR') {
      console.error(event.error.message);
      void event.result?.close();
    }
  });

  // Cross-origin from the site, so SystemJS fetches it with CORS; never cached, always the latest.
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path === `/${fileName}` || path === `/${fileName}.map` ? path.slice(1) : undefined;
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cache-Control', 'no-store');
    if (file === undefined) {
      response
        .writeHead(404, { 'Content-Type': 'text/plain' })
        .end(`only /${fileName} is served here\n`);
      return;
    }
    readFile(join(outDir, file)).then(
      (body) =>
        response
          .writeHead(200, {
            'Content-Type': file.endsWith('.map') ? 'application/json' : 'application/javascript',
          })
          .end(body),
      () => response.writeHead(503, { 'Content-Type': 'text/plain' }).end('still building\n'),
    );
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `port ${port} is in use: choose another with npm run dev:parcel -- ${parcel} --port <port>`
        : error.message,
    );
    void watcher.close();
    process.exitCode = 1;
  });
  server.listen(port, () => {
    const address = server.address();
    const actualPort = typeof address === 'object' && address !== null ? address.port : port;
    const url = `http://localhost:${actualPort}/${fileName}`;
    const override = JSON.stringify({ imports: { [module.name]: url } });
    console.log(
      [
        '',
        `${module.name} is served at ${url} and rebuilt on every save.`,
        '',
        'Use it in a running site (npm start, npm run dev, or a deployed host on the allowlist):',
        `  in the browser console:  importMapOverrides.addOverride('${module.name}', '${url}'); location.reload()`,
        `  or, with npm run dev:    http://localhost:8080/ru/?imo=${encodeURIComponent(override)}`,
        `Back to the deployed one:  importMapOverrides.removeOverride('${module.name}'); location.reload()`,
        '',
      ].join('\n'),
    );
  });
}

mkdir(join(REPOSITORY_ROOT, 'dist', 'dev'), { recursive: true })
  .then(main)
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
