import {
  BF_ID_LIFETIME_SECONDS,
  PARTNER_ID_CLICK_LIFETIME_SECONDS,
  PARTNER_ID_LIFETIME_SECONDS,
  playerReferralOf,
  POSTBACK_WATCHER_LIFETIME_SECONDS,
  POSTBACK_WATCHER_PB_LIFETIME_SECONDS,
  REFERER_ID_LIFETIME_SECONDS,
  referralCookiesOf,
  REFLINK_TAG_LIFETIME_SECONDS,
  SHORT_REFLINK_LIFETIME_SECONDS,
  SUB_ID_LIFETIME_SECONDS,
} from './referral-cookies';

const DAY = 86_400;
/** The domain has no DOM types: a small query reader of `a=1&b=2`. */
const queryOf = (text: string) => {
  const pairs = new Map(
    text
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return [decodeURIComponent(name), decodeURIComponent(value)] as const;
      }),
  );
  return { get: (name: string) => pairs.get(name) ?? null, has: (name: string) => pairs.has(name) };
};
const cookiesOf = (query: string) =>
  Object.fromEntries(
    referralCookiesOf(queryOf(query)).map((cookie) => [
      cookie.name,
      [cookie.value, cookie.lifetime.maxAgeSeconds],
    ]),
  );

describe('referral cookie lifetimes', () => {
  it('are the spec values', () => {
    expect(REFERER_ID_LIFETIME_SECONDS).toBe(60 * DAY);
    expect(BF_ID_LIFETIME_SECONDS).toBe(DAY);
    expect(REFLINK_TAG_LIFETIME_SECONDS).toBe(60 * DAY);
    expect(PARTNER_ID_CLICK_LIFETIME_SECONDS).toBe(30 * DAY);
    expect(PARTNER_ID_LIFETIME_SECONDS).toBe(60 * DAY);
    expect(SHORT_REFLINK_LIFETIME_SECONDS).toBe(3600);
    expect(POSTBACK_WATCHER_LIFETIME_SECONDS).toBe(4);
    expect(POSTBACK_WATCHER_PB_LIFETIME_SECONDS).toBe(30 * DAY);
    expect(SUB_ID_LIFETIME_SECONDS).toBe(60 * DAY);
  });
});

describe('referral cookies of a landing url', () => {
  it('sets each referral parameter as its cookie with its lifetime', () => {
    expect(cookiesOf('refererid=77&bf=b1&tag=spring&partner_id=p9&r=s1&subid=s2')).toEqual({
      refererid: ['77', 60 * DAY],
      bf_id: ['b1', DAY],
      reflink_tag: ['spring', 60 * DAY],
      partner_id: ['p9', 60 * DAY],
      short_reflink: ['s1', 3600],
      subid: ['s2', 60 * DAY],
      postback_watcher: ['1', 4],
    });
  });

  it('keeps the partner id 30 days when the landing comes from a click', () => {
    expect(cookiesOf('partner_id=p9&click_id=c1').partner_id).toEqual(['p9', 30 * DAY]);
  });

  it('keeps the postback watcher 30 days with the pb parameter, carrying its value', () => {
    expect(cookiesOf('refererid=7&pb=post1').postback_watcher).toEqual(['post1', 30 * DAY]);
  });

  it('sets nothing, not even the watcher, on a landing without referral parameters', () => {
    expect(cookiesOf('pb=1&lng=en')).toEqual({});
  });

  it('ignores values that are not plain ids', () => {
    expect(cookiesOf('refererid=<script>&subid=' + 'x'.repeat(65))).toEqual({});
  });
});

describe('the referral stored with a new player', () => {
  const site = { ref_id: 1, group_id: 5 };

  it('takes the referrer from refererid, then the partner id, then the site', () => {
    const jar = (values: Record<string, string>) => (name: string) => values[name];
    expect(playerReferralOf(jar({ refererid: '77', partner_id: 'p9' }), site).refId).toBe('77');
    expect(playerReferralOf(jar({ partner_id: 'p9' }), site).refId).toBe('p9');
    expect(playerReferralOf(jar({}), site)).toEqual({
      refId: '1',
      groupId: '5',
      tag: null,
      subId: null,
      bringFriendId: null,
    });
  });

  it('keeps the tag and subid and ignores unsafe values', () => {
    const values: Record<string, string> = { reflink_tag: 'spring', subid: 'a b', refererid: '<' };
    expect(playerReferralOf((name) => values[name], site)).toEqual({
      refId: '1',
      groupId: '5',
      tag: 'spring',
      subId: null,
      bringFriendId: null,
    });
  });

  it('keeps the bring-a-friend referrer when bf_id is a player id', () => {
    const jar = (values: Record<string, string>) => (name: string) => values[name];
    expect(playerReferralOf(jar({ bf_id: '5000' }), site).bringFriendId).toBe(5000);
    expect(playerReferralOf(jar({ bf_id: 'x1' }), site).bringFriendId).toBeNull();
  });
});
