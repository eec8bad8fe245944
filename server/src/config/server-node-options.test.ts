import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingServerNodeOptions, SERVER_NODE_OPTIONS } from './server-node-options';

describe("the server's node options", () => {
  it('are missing when neither the command line nor NODE_OPTIONS gives them', () => {
    expect(missingServerNodeOptions(['--import', 'tsx'], undefined)).toEqual([
      ...SERVER_NODE_OPTIONS,
    ]);
  });

  it('are there when the command line gives them', () => {
    expect(missingServerNodeOptions([...SERVER_NODE_OPTIONS, '--import', 'tsx'], '')).toEqual([]);
  });

  it('are there when NODE_OPTIONS gives them among others', () => {
    expect(
      missingServerNodeOptions([], `--enable-source-maps  ${SERVER_NODE_OPTIONS.join(' ')}`),
    ).toEqual([]);
  });

  it('are not taken from a look-alike with another value', () => {
    expect(missingServerNodeOptions(['--max-semi-space-size=16'], undefined)).toEqual([
      ...SERVER_NODE_OPTIONS,
    ]);
  });

  it('are what npm start and npm run dev pass to node', () => {
    const packageJson = JSON.parse(
      readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    for (const script of ['start', 'dev']) {
      expect(packageJson.scripts[script]).toMatch(
        new RegExp(`^tsx ${SERVER_NODE_OPTIONS.join(' ')} scripts/start\\.ts`),
      );
    }
  });
});
