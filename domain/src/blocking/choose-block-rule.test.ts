import {
  blockAnswerOf,
  chooseBlockRule,
  orderBlockRules,
  type BlockRule,
} from './choose-block-rule';

let nextId = 1;
const rule = (fields: Partial<BlockRule>): BlockRule => ({
  id: nextId++,
  reason: 1,
  templateTypeId: 2,
  country: null,
  userAgentPattern: null,
  ...fields,
});

const IE = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe('choosing the block rule for a visitor', () => {
  const ie = rule({ reason: 17, userAgentPattern: 'MSIE |Trident/' });
  const kz = rule({ reason: 16, templateTypeId: 1, country: 'KZ' });
  const comingSoon = rule({ reason: 8 });

  it('tries site-wide rules first, then country rules, then user-agent rules', () => {
    expect(orderBlockRules([ie, kz, comingSoon])).toEqual([comingSoon, kz, ie]);
    expect(chooseBlockRule([ie, kz, comingSoon], { country: 'KZ', userAgent: IE })).toBe(
      comingSoon,
    );
    expect(chooseBlockRule([ie, kz], { country: 'KZ', userAgent: IE })).toBe(kz);
    expect(chooseBlockRule([ie, kz], { country: 'RU', userAgent: IE })).toBe(ie);
  });

  it('takes the oldest rule first among rules of one kind', () => {
    const older = rule({ reason: 1, country: 'NG' });
    const newer = rule({ reason: 16, country: 'NG' });

    expect(chooseBlockRule([newer, older], { country: 'NG', userAgent: FIREFOX })).toBe(older);
  });

  it('applies a country rule to that country only, and to no visitor of unknown country', () => {
    expect(chooseBlockRule([kz], { country: 'KZ', userAgent: FIREFOX })).toBe(kz);
    expect(chooseBlockRule([kz], { country: 'UZ', userAgent: FIREFOX })).toBeNull();
    expect(chooseBlockRule([kz], { country: null, userAgent: FIREFOX })).toBeNull();
  });

  it('applies a user-agent rule when the pattern matches', () => {
    expect(chooseBlockRule([ie], { country: null, userAgent: IE })).toBe(ie);
    expect(
      chooseBlockRule([ie], { country: null, userAgent: 'Mozilla/4.0 (compatible; MSIE 8.0)' }),
    ).toBe(ie);
    expect(chooseBlockRule([ie], { country: null, userAgent: FIREFOX })).toBeNull();
    expect(chooseBlockRule([ie], { country: null, userAgent: '' })).toBeNull();
  });

  it('skips rules that cannot block: a reason without a page, a pattern that does not compile', () => {
    const noPage = rule({ reason: 99 });
    const broken = rule({ reason: 13, userAgentPattern: '(' });

    expect(chooseBlockRule([noPage, broken, ie], { country: null, userAgent: `( ${IE}` })).toBe(ie);
  });

  it('answers the reason and template type of the rule, or zeros for none', () => {
    expect(blockAnswerOf(kz)).toEqual({ displayTypeId: 16, templateTypeId: 1 });
    expect(blockAnswerOf(null)).toEqual({ displayTypeId: 0, templateTypeId: 0 });
  });
});
