import { benchOptions, measuresTarget } from './bench-options';

const TARGETS = ['config', 'gettoken', 'coupon placement'];

describe('the bench command line', () => {
  it('measures everything on both databases by default', () => {
    const options = benchOptions([], TARGETS);
    expect(options).toEqual({
      check: false,
      apiTargets: null,
      databases: ['PGlite', 'PostgreSQL'],
    });
    for (const target of TARGETS) expect(measuresTarget(options, target)).toBe(true);
  });

  it('measures only the API routes and databases it names', () => {
    const options = benchOptions(
      ['--api-targets=config, gettoken', '--databases=PostgreSQL', '--check'],
      TARGETS,
    );
    expect(options.check).toBe(true);
    expect(options.databases).toEqual(['PostgreSQL']);
    expect(measuresTarget(options, 'config')).toBe(true);
    expect(measuresTarget(options, 'gettoken')).toBe(true);
    expect(measuresTarget(options, 'coupon placement')).toBe(false);
  });

  it('refuses a database or route it does not know instead of measuring nothing', () => {
    expect(() => benchOptions(['--databases=mysql'], TARGETS)).toThrow(/unknown database mysql/);
    expect(() => benchOptions(['--api-targets=confg'], TARGETS)).toThrow(
      /unknown API target confg/,
    );
  });
});
