import { drawTeamLogo, initialsOf } from './team-logo';

describe("a team's logo", () => {
  it.each([
    ['Real Montaña', 'RM'],
    ['A. Novak', 'AN'],
    ['Nightfall', 'NI'],
    ['Fjäll HC', 'FH'],
  ])('puts the initials of %s, %s, on the crest', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
    expect(drawTeamLogo(1001, name)).toContain(`>${initials}</text>`);
  });

  it('draws the same crest for a team every time, another for the next team', () => {
    expect(drawTeamLogo(1001, 'Castle Town')).toBe(drawTeamLogo(1001, 'Castle Town'));
    expect(drawTeamLogo(1002, 'Castle Town')).not.toBe(drawTeamLogo(1001, 'Castle Town'));
  });

  it('writes a name with markup in it as text', () => {
    expect(drawTeamLogo(1, '<b>&')).toContain('aria-label="&#60;b&#62;&#38;"');
  });
});
