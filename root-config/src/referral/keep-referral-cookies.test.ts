import type { CookieLifetime } from '@betshell/domain';
import { observable, runInAction } from 'mobx';
import { keepReferralCookies } from './keep-referral-cookies';

function cookieJar(marketing: boolean) {
  const state = observable({ marketing });
  const saved = new Map<string, [string, CookieLifetime | undefined]>();
  const jar = {
    get: (name: string) => saved.get(name)?.[0],
    set: (name: string, value: string, lifetime?: CookieLifetime) => {
      saved.set(name, [value, lifetime]);
    },
    remove: (name: string) => {
      saved.delete(name);
    },
    names: () => [...saved.keys()],
    agreement: { allowsCookie: () => state.marketing },
  };
  return { jar, saved, agree: () => runInAction(() => (state.marketing = true)) };
}

describe('referral cookies from the landing url', () => {
  it('sets them with their lifetimes when marketing cookies are agreed', () => {
    const { jar, saved } = cookieJar(true);

    keepReferralCookies('?refererid=77&partner_id=p1&click_id=c&pb=x', jar);

    expect(Object.fromEntries(saved)).toEqual({
      refererid: ['77', { maxAgeSeconds: 60 * 86_400 }],
      partner_id: ['p1', { maxAgeSeconds: 30 * 86_400 }],
      postback_watcher: ['x', { maxAgeSeconds: 30 * 86_400 }],
    });
  });

  it('waits for the agreement to allow them, then sets them', () => {
    const { jar, saved, agree } = cookieJar(false);

    keepReferralCookies('?tag=spring', jar);
    expect(saved.size).toBe(0);

    agree();
    expect(saved.get('reflink_tag')?.[0]).toBe('spring');
  });

  it('sets nothing for a landing without referral parameters', () => {
    const { jar, saved } = cookieJar(true);
    keepReferralCookies('?lng=en', jar);
    expect(saved.size).toBe(0);
  });

  it('sets nothing once disposed before the agreement', () => {
    const { jar, saved, agree } = cookieJar(false);
    const dispose = keepReferralCookies('?subid=s1', jar);
    dispose();
    agree();
    expect(saved.size).toBe(0);
  });
});
