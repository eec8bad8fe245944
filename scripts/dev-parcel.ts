// `npm run dev:parcel -- <parcel> [--port 8500] [--site URL]`: builds one parcel in watch mode and
// serves it on its own port, so a developer can swap it into any running site with
// import-map-overrides while everything else stays as deployed.
import { createServer } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { watch } from 'rollup';
import { ownModuleOutputOptions, ownModuleRollupOptions } from './build/own-module-rollup-options';
import { ownModules, parcelModules } from './build/own-modules';
import { REPOSITORY_ROOT } from './build/repository-paths';
import { devParcelArguments, DevParcelUsageError } from './dev-parcel/dev-parcel-arguments';
import { devParcelInstructions } from './dev-parcel/dev-parcel-instructions';

function main(): void {
  const { parcel, port, site } = devParcelArguments(
    process.argv.slice(2),
    process.env,
    parcelModules().map((module) => module.name.replace(/^@betshell\//, '')),
  );
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
    console.log(devParcelInstructions({ module: module.name, url, site }).join('\n'));
  });
}

mkdir(join(REPOSITORY_ROOT, 'dist', 'dev'), { recursive: true })
  .then(main)
  .catch((error: unknown) => {
    // A usage mistake is said in words; anything else keeps its stack for whoever reports it.
    console.error(error instanceof DevParcelUsageError ? error.message : error);
    process.exitCode = 1;
  });
