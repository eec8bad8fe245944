import { useOpsTestServer } from '../ops/ops-test-server';
import { docCommands } from './doc-commands';
import { npmScriptCommand } from './npm-script-command';

/**
 * The operator commands the docs show, taken from the docs by block name and run as written: each
 * `npm run ops -- ...` resolved through package.json to scripts/ops.ts and its main run in-process
 * with exactly those arguments, against one real server (spawning npm and tsx would cost about 2 s
 * a command). Each must succeed; a block's own checks follow where its output says something.
 */
describe('the operator commands of the docs, run as written', () => {
  const server = useOpsTestServer({ inMemory: true });

  async function runAll(commands: readonly string[]): Promise<string[]> {
    const outputs: string[] = [];
    for (const command of commands) {
      const { entry, args } = npmScriptCommand(command);
      expect({ command, entry }).toEqual({ command, entry: 'scripts/ops.ts' });
      const run = await server.ops(...args);
      expect({ command, code: run.code, err: run.err }).toEqual({ command, code: 0, err: '' });
      outputs.push(run.out);
    }
    return outputs;
  }

  it("list every verb (operations' help)", async () => {
    const [help] = await runAll(docCommands('ops-help'));

    expect(help).toContain('maintenance on');
  });

  it('edit a promotion, give it a bonus game, then create, show and end a tournament (promotions)', async () => {
    const [list, get, set, bonusGame, bonusGameShown] = await runAll(docCommands('promotions'));
    expect(list).toContain('promotion accumulator-boost en');
    expect(get).toContain('Accumulator boost');
    expect(set).toContain('saved promotion accumulator-boost en');
    expect(bonusGame).toMatch(/^added: promotion accumulator-boost awards fortuna/);
    expect(bonusGameShown).toContain('awarded to 0 players');
    const [created, listed, shown, ended] = await runAll(docCommands('tournaments'));
    expect(created).toMatch(/^created tournament 1 /);
    expect(listed).toContain('"Slots race"');
    expect(shown).toContain('nobody has played yet');
    expect(ended).toContain('ended tournament 1; prizes paid:');
  });

  it('add a bonus offer and its promo code, change terms and list them (bonuses)', async () => {
    const [offers, added, code, terms, codes] = await runAll(docCommands('bonuses'));

    expect(offers).toContain('welcome-sport');
    expect(added).toContain('spring-spins');
    expect(code).toBe('promo code SPRING gives spring-spins');
    expect(terms).toContain('"wageringMultiplier":3');
    expect(codes).toContain('SPRING -> spring-spins: used 0 of 1000');
  });

  it("list the players' ideas, waiting and all (operations)", async () => {
    const [waiting, all] = await runAll(docCommands('ideas'));

    expect(waiting).toMatch(/^(no ideas waiting for an answer|\d+ {2}player \d+ )/);
    expect(all).toMatch(/^(no ideas|\d+ {2}player \d+ )/);
  });

  it('start maintenance, see it on, and end it (operations)', async () => {
    const [on, status, off] = await runAll(docCommands('maintenance'));

    expect(on).toMatch(/^the site is in maintenance/);
    expect(status).toMatch(/^the site is in maintenance/);
    expect(off).toMatch(/^the site is open/);
  });

  it('read a site config key, hide a page and show it again (operations)', async () => {
    const outputs = await runAll(docCommands('site-config'));

    expect(outputs.at(-1)).toBe('hiddenPaths: ["/about"] -> []');
  });

  it('switch what remote views may bring (architecture)', async () => {
    const [shown, ...set] = await runAll(docCommands('remote-views'));

    expect(JSON.parse(shown ?? '')).toEqual({ codeToEval: true, trustedOrigins: ['self'] });
    expect(set.at(-1)).toContain('https://views.partner.example');
  });

  it('list, read and retitle information pages (information pages)', async () => {
    const outputs = await runAll(docCommands('information-pages'));

    expect(outputs.at(-1)).toContain('"Contact us"');
  });

  it('read the outbox and set where sign-in leads (sign-in)', async () => {
    const outputs = await runAll(docCommands('sign-in-ops'));

    expect(outputs.at(-1)).toContain('/office/recharge');
  });

  it('list the payments waiting and check the ledger (accounts and payments)', async () => {
    const outputs = await runAll(docCommands('payments-ops'));

    expect(outputs.at(-1)).toBe('every balance is the sum of its ledger entries');
  });

  it('list the VIP coupons waiting (sportsbook and coupon)', async () => {
    await runAll(docCommands('bets-ops'));
  });

  it('read page data and SEO texts (SEO and referrals)', async () => {
    const [pageData] = await runAll(docCommands('seo-ops'));

    expect(pageData).toMatch(/^en \/line\/\*: /);
  });

  it('list the counters, events and vitals (analytics)', async () => {
    await runAll(docCommands('analytics-ops'));
  });

  it('list the verifications that wait and the rejected ones (verification)', async () => {
    const outputs = await runAll(docCommands('verification-ops'));

    expect(outputs).toEqual(['no verifications submitted', 'no verifications rejected']);
  });
});
