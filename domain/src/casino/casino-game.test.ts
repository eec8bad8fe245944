import { isCasinoBalanceMessage } from './casino-game';

describe("a game page's balance messages", () => {
  const provider = 'https://games.example';

  it('follows a round told by the game page’s origin', () => {
    expect(
      isCasinoBalanceMessage({ origin: provider, data: { type: 'casino-balance' } }, provider),
    ).toBe(true);
  });

  it('ignores the same message from any other origin', () => {
    expect(
      isCasinoBalanceMessage(
        { origin: 'https://evil.example', data: { type: 'casino-balance' } },
        provider,
      ),
    ).toBe(false);
  });

  it('ignores other messages of the game page', () => {
    expect(isCasinoBalanceMessage({ origin: provider, data: 'casino-balance' }, provider)).toBe(
      false,
    );
    expect(isCasinoBalanceMessage({ origin: provider, data: { type: 'resize' } }, provider)).toBe(
      false,
    );
    expect(isCasinoBalanceMessage({ origin: provider, data: null }, provider)).toBe(false);
  });
});
