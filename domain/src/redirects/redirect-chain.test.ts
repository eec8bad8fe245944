import { isRedirectAnswer } from './redirect-answer';
import {
  followRedirectRules,
  isRedirectCycle,
  wouldCreateRedirectCycle,
  type RedirectRule,
} from './redirect-chain';

const rule = (from: string, to: string, code = 301): RedirectRule => ({
  from,
  to,
  code,
  reason: `${from} moved`,
});

describe('following the redirect rules', () => {
  it('answers none for a URL no rule moves', () => {
    expect(followRedirectRules([rule('/a', '/b')], '/c')).toEqual({ kind: 'none' });
  });

  it('follows a chain to its last step, with every step as a breadcrumb', () => {
    expect(followRedirectRules([rule('/b', '/c', 302), rule('/a', '/b')], '/a')).toEqual({
      kind: 'redirect',
      to: '/c',
      code: 301,
      reasons: ['/a moved', '/b moved'],
      breadcrumbs: ['/a', '/b', '/c'],
    });
  });

  it('refuses a chain that comes back to a URL it passed', () => {
    expect(followRedirectRules([rule('/a', '/b'), rule('/b', '/a')], '/a')).toEqual({
      kind: 'cycle',
      breadcrumbs: ['/a', '/b', '/a'],
    });
  });
});

describe('adding a redirect rule', () => {
  it('would create a cycle when the target already leads back', () => {
    expect(wouldCreateRedirectCycle([rule('/b', '/c'), rule('/c', '/a')], rule('/a', '/b'))).toBe(
      true,
    );
    expect(wouldCreateRedirectCycle([], rule('/a', '/a'))).toBe(true);
  });

  it('is fine when the chain ends, and a rule replacing one for the same path counts as replaced', () => {
    expect(wouldCreateRedirectCycle([rule('/b', '/c')], rule('/a', '/b'))).toBe(false);
    expect(wouldCreateRedirectCycle([rule('/b', '/a'), rule('/a', '/b')], rule('/a', '/c'))).toBe(
      false,
    );
  });
});

describe('a redirect in the browser', () => {
  it('is a cycle when it leads to a URL the navigation already passed', () => {
    expect(isRedirectCycle(['/ru/a', '/ru/b'], '/ru/a')).toBe(true);
    expect(isRedirectCycle(['/ru/a'], '/ru/b')).toBe(false);
  });
});

describe('a redirect answer', () => {
  const complete = {
    redirect: true,
    code: 301,
    url: '/ru/b',
    reasons: ['moved'],
    breadcrumbs: ['/ru/a', '/ru/b'],
  };

  it('is applied only when it holds redirect, code, url, reasons and breadcrumbs', () => {
    expect(isRedirectAnswer(complete)).toBe(true);
    for (const field of Object.keys(complete)) {
      const partial: Record<string, unknown> = { ...complete };
      delete partial[field];
      expect(isRedirectAnswer(partial)).toBe(false);
    }
  });

  it('is refused when a field has the wrong type', () => {
    expect(isRedirectAnswer({ ...complete, reasons: 'moved' })).toBe(false);
    expect(isRedirectAnswer(null)).toBe(false);
  });
});
