import { BENCH_PARTS, benchSelection } from './bench-parts';

describe('the parts a bench run measures', () => {
  it('are all of them on both profiles without options', () => {
    const selection = benchSelection(['--check']);
    expect([...selection.parts]).toEqual([...BENCH_PARTS]);
    expect(selection.profiles).toEqual(['unthrottled', 'mobile']);
    expect(selection.partial).toBe(false);
  });

  it('are the ones --only and --profile name, in the full run order', () => {
    const selection = benchSelection(['--only=api,route-change', '--profile=unthrottled']);
    expect([...selection.parts]).toEqual(['route-change', 'api']);
    expect(selection.profiles).toEqual(['unthrottled']);
    expect(selection.partial).toBe(true);
  });

  it('count a profile alone as a partial run', () => {
    const selection = benchSelection(['--profile=mobile']);
    expect([...selection.parts]).toEqual([...BENCH_PARTS]);
    expect(selection.partial).toBe(true);
  });

  it('refuse a part or a profile it does not know', () => {
    expect(() => benchSelection(['--only=route'])).toThrow(/"route" is not one of/);
    expect(() => benchSelection(['--profile=3g'])).toThrow(/"3g" is not one of/);
  });
});
