import { manualClock } from '../testing';
import { PerformanceReport, type PerformanceReportBody } from './performance-report';
import { p75, p75ByRoute } from './web-vitals-report';

describe('p75', () => {
  it('is the value at rank ceil(0.75 n) of the sorted values', () => {
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([10])).toBe(10);
    expect(p75([5, 1, 2, 3, 4])).toBe(4);
    expect(p75([])).toBeNull();
  });

  it('per route and vital, with the number of reports behind it', () => {
    const rows = p75ByRoute([
      { route: 'home', name: 'LCP', value: 1200 },
      { route: 'home', name: 'LCP', value: 2400 },
      { route: 'home', name: 'CLS', value: 0.1 },
      { route: 'casino', name: 'TTFB', value: 80 },
    ]);
    expect(rows).toEqual([
      { route: 'casino', p75: { TTFB: 80 }, samples: { TTFB: 1 } },
      { route: 'home', p75: { LCP: 2400, CLS: 0.1 }, samples: { LCP: 2, CLS: 1 } },
    ]);
  });
});

describe('the performance report', () => {
  function setUp(allowed = true) {
    const clock = manualClock();
    const sent: PerformanceReportBody[] = [];
    const report = new PerformanceReport(clock, {
      route: () => 'home',
      allowed: () => allowed,
      send: (body) => sent.push(body),
    });
    report.start(clock.now());
    return { clock, sent, report };
  }

  it('is sent once, 10 s after the page started, with the latest value of each vital', () => {
    const { clock, sent, report } = setUp();
    report.record('LCP', 900);
    report.record('LCP', 1500);
    report.record('TTFB', 120);
    clock.advance(9_999);
    expect(sent).toEqual([]);
    clock.advance(1);
    expect(sent).toEqual([
      {
        route: 'home',
        metrics: [
          { name: 'LCP', value: 1500 },
          { name: 'TTFB', value: 120 },
        ],
      },
    ]);
    clock.advance(60_000);
    expect(sent).toHaveLength(1);
  });

  it('is not sent without consent, nor with nothing measured, and ignores values that are no measure', () => {
    const refused = setUp(false);
    refused.report.record('FCP', 300);
    refused.clock.advance(10_000);
    expect(refused.sent).toEqual([]);

    const empty = setUp();
    empty.report.record('INP', Number.NaN);
    empty.report.record('CLS', -1);
    empty.clock.advance(10_000);
    expect(empty.sent).toEqual([]);
  });
});
