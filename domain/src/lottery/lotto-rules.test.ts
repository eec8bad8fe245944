import { drawLottoNumbers, lottoNumbersProblem, lottoPrize, verifyLottoDraw } from './lotto-rules';

/**
 * A stand-in for SHA-256 (the domain's tests use no Node module; the server's tests use the real
 * one): 64 hex digits from eight FNV-1a hashes of the text, each with another salt.
 */
const sha256Hex = (text: string) =>
  Array.from({ length: 8 }, (_, salt) => {
    let hash = 0x811c9dc5 ^ salt;
    for (const char of `${salt}:${text}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
    return (hash >>> 0).toString(16).padStart(8, '0');
  }).join('');
const rules = { pickCount: 6, maxNumber: 36, prizeMultipliers: { '3': 2, '6': 10_000 } };

describe('a lotto draw', () => {
  it('draws the same different numbers in range from the same seed', async () => {
    const numbers = await drawLottoNumbers('ab'.repeat(32), 7, rules, sha256Hex);
    expect(numbers).toHaveLength(6);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers.every((n) => n >= 1 && n <= 36)).toBe(true);
    expect(await drawLottoNumbers('ab'.repeat(32), 7, rules, sha256Hex)).toEqual(numbers);
    expect(await drawLottoNumbers('ab'.repeat(32), 8, rules, sha256Hex)).not.toEqual(numbers);
  });

  it('is verified from its revealed seed, and a changed number or seed is caught', async () => {
    const serverSeed = 'cd'.repeat(32);
    const numbers = await drawLottoNumbers(serverSeed, 3, rules, sha256Hex);
    const draw = { id: 3, seedHash: sha256Hex(serverSeed), serverSeed, numbers };
    expect(await verifyLottoDraw(draw, rules, sha256Hex)).toMatchObject({
      commitmentHolds: true,
      numbersHold: true,
    });
    const forged = { ...draw, numbers: [...numbers.slice(1), numbers[0] === 1 ? 2 : 1] };
    expect((await verifyLottoDraw(forged, rules, sha256Hex)).numbersHold).toBe(false);
    const otherSeed = { ...draw, serverSeed: 'ef'.repeat(32) };
    expect((await verifyLottoDraw(otherSeed, rules, sha256Hex)).commitmentHolds).toBe(false);
  });
});

describe('a lotto ticket', () => {
  it('picks its count of different numbers in range', () => {
    expect(lottoNumbersProblem([1, 2, 3, 4, 5, 36], rules)).toBeNull();
    expect(lottoNumbersProblem([1, 2, 3], rules)).toBe('wrong-count');
    expect(lottoNumbersProblem([0, 2, 3, 4, 5, 6], rules)).toBe('out-of-range');
    expect(lottoNumbersProblem([1, 1, 3, 4, 5, 6], rules)).toBe('repeated');
  });

  it('wins its price times the multiplier of its matches', () => {
    expect(lottoPrize([1, 2, 3, 10, 11, 12], [1, 2, 3, 4, 5, 6], 500, rules)).toEqual({
      matches: 3,
      payoutMinor: 1000,
    });
    expect(lottoPrize([10, 11, 12, 13, 14, 15], [1, 2, 3, 4, 5, 6], 500, rules).payoutMinor).toBe(
      0,
    );
  });
});
