import { npmScriptCommand } from './npm-script-command';

const SCRIPTS = {
  ops: 'tsx scripts/ops.ts',
  dev: 'tsx scripts/start.ts --mode development',
  test: 'npm run lint && npm run typecheck',
};

describe('an npm run command resolved through package.json', () => {
  it('runs the script file with the arguments given after --', () => {
    expect(npmScriptCommand(`npm run ops -- config set hiddenPaths '["/about"]'`, SCRIPTS)).toEqual(
      {
        script: 'ops',
        entry: 'scripts/ops.ts',
        args: ['config', 'set', 'hiddenPaths', '["/about"]'],
      },
    );
  });

  it("puts the script's own arguments first", () => {
    expect(npmScriptCommand('npm run dev', SCRIPTS)).toEqual({
      script: 'dev',
      entry: 'scripts/start.ts',
      args: ['--mode', 'development'],
    });
  });

  it('passes words without -- on, as npm does', () => {
    expect(npmScriptCommand('npm run ops help', SCRIPTS).args).toEqual(['help']);
  });

  it('refuses options before --, which npm would keep for itself', () => {
    expect(() => npmScriptCommand('npm run ops page list --lng ru', SCRIPTS)).toThrow(
      'put them after --',
    );
  });

  it('refuses a script that is not one tsx file, and one package.json lacks', () => {
    expect(() => npmScriptCommand('npm run test', SCRIPTS)).toThrow('run it with npm');
    expect(() => npmScriptCommand('npm run opps -- help', SCRIPTS)).toThrow(
      'package.json has no script opps',
    );
    expect(() => npmScriptCommand('npx tsx scripts/ops.ts help', SCRIPTS)).toThrow(
      'not an npm run command',
    );
  });

  it("reads the repository's package.json by default", () => {
    expect(npmScriptCommand('npm run importmap -- history').entry).toBe('scripts/importmap.ts');
  });
});
