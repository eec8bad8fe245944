// `npm start`: build the site if its sources changed since the last build, then serve it with
// the platform API. `npm run dev` does the same in development mode (development builds of the
// shared libraries, the import-map-overrides UI). No input is ever asked for.
import { buildSite, isSiteBuildCurrent } from './build/build-site';

function modeFromArguments(args: readonly string[]): 'production' | 'development' | undefined {
  const index = args.indexOf('--mode');
  const value = index >= 0 ? args[index + 1] : undefined;
  if (value === undefined) return undefined;
  if (value === 'production' || value === 'development') return value;
  throw new Error(`--mode must be production or development, not ${value}`);
}

async function main(): Promise<void> {
  const mode = modeFromArguments(process.argv.slice(2));
  if (mode !== undefined) process.env.SITE_MODE = mode;

  if (await isSiteBuildCurrent()) {
    console.log('the site build is up to date');
  } else {
    console.log('building the site (dist/site)…');
    const build = await buildSite();
    console.log(`built in ${(build.milliseconds / 1000).toFixed(1)} s`);
  }
  // Imported after the build so that a build error is reported before the server loads.
  const { startServer } = await import('../server/src/server');
  await startServer();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
