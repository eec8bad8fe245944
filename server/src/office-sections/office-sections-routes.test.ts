import { IDEAS_PER_DAY } from '@betshell/domain/office';
import { credit, debit } from '../accounts/ledger';
import { opsRequest } from '../test-support/build-test-app';
import { pdfTexts } from '../test-support/pdf-texts';
import { createTestPlayer, lastMessageTo } from '../test-support/auth-fixtures';
import { arrivedVisitor, setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import type { TestVisitor } from '../test-support/test-visitor';

/** A CSV's lines as fields (the statement's fields hold no commas or quotes). */
const csvRows = (csv: string) =>
  csv
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));

describe('the office sections', () => {
  const setup = setUpAuthTestApp();

  describe('share-idea', () => {
    it('stores an idea, lists it to operators, and shows the player their answer', async () => {
      const { userId, visitor } = await signedInPlayer(setup);
      const sent = await visitor.post('/web-api/office/ideas', {
        topic: '  Live video ',
        text: 'Show the match next to the odds.',
      });
      expect(sent.statusCode).toBe(200);
      const { idea } = sent.json<{ idea: { id: number; topic: string } }>();
      expect(idea.topic).toBe('Live video');

      const listed = await opsRequest(setup.testApp, 'GET', '/ideas?unanswered=true');
      expect(listed.json<{ ideas: { id: number; playerId: number }[] }>().ideas).toContainEqual(
        expect.objectContaining({ id: idea.id, playerId: userId }),
      );
      const answered = await opsRequest(setup.testApp, 'POST', `/ideas/${idea.id}/answer`, {
        answer: 'Thank you: it is planned for spring.',
      });
      expect(answered.statusCode).toBe(200);

      const mine = await visitor.get('/web-api/office/ideas');
      expect(mine.json()).toEqual({
        ideas: [
          expect.objectContaining({
            id: idea.id,
            topic: 'Live video',
            answer: 'Thank you: it is planned for spring.',
          }),
        ],
      });
      const still = await opsRequest(setup.testApp, 'GET', '/ideas?unanswered=true');
      expect(still.json<{ ideas: { id: number }[] }>().ideas.map((i) => i.id)).not.toContain(
        idea.id,
      );
    });

    it('refuses an idea without a topic or text in words, and a flood of them', async () => {
      const { visitor } = await signedInPlayer(setup);
      const empty = await visitor.post('/web-api/office/ideas', { topic: ' ', text: 'x' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ error: { code: 'IDEA_TOPIC_REQUIRED' } });
      const extra = await visitor.post('/web-api/office/ideas', { topic: 'a', text: 'b', c: 1 });
      expect(extra.statusCode).toBe(400);
      for (let sent = 0; sent < IDEAS_PER_DAY; sent += 1) {
        expect(
          (await visitor.post('/web-api/office/ideas', { topic: 't', text: 'x' })).statusCode,
        ).toBe(200);
      }
      const flood = await visitor.post('/web-api/office/ideas', { topic: 't', text: 'x' });
      expect(flood.statusCode).toBe(429);
    });

    it("keeps a player's ideas from others and from visitors", async () => {
      const visitor = await arrivedVisitor(setup.testApp);
      expect((await visitor.get('/web-api/office/ideas')).statusCode).toBe(401);
      const { visitor: other } = await signedInPlayer(setup);
      expect((await other.get('/web-api/office/ideas')).json()).toEqual({ ideas: [] });
      const unknown = await opsRequest(setup.testApp, 'POST', '/ideas/999999/answer', {
        answer: 'x',
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('paycheck', () => {
    const today = new Date().toISOString().slice(0, 10);

    /** A player whose main account has moved money today, and a row moved out of the period. */
    async function playerWithLedger(): Promise<{ userId: number; visitor: TestVisitor }> {
      const signed = await signedInPlayer(setup);
      const { database } = setup.testApp;
      const [account] = await database.query<{ id: string }>(
        'select id from accounts where player_id = $1 and type = 0',
        [signed.userId],
      );
      const id = Number(account!.id);
      await database.transaction(async (tx) => {
        await credit(tx, id, 50_000, 'deposit', 'p-1');
        await debit(tx, id, 12_000, 'bet-stake', 'c-1');
        await credit(tx, id, 3_000, 'bet-refund', 'c-1');
        await credit(tx, id, 20_550, 'bet-payout', 'c-2');
        await debit(tx, id, 10_000, 'withdrawal-request', 'w-1');
        await credit(tx, id, 10_000, 'withdrawal-declined', 'w-1');
        await debit(tx, id, 7_000, 'withdrawal-request', 'w-2');
        await credit(tx, id, 1_500, 'first-deposit-bonus', 'p-1');
        await credit(tx, id, 99_900, 'deposit', 'p-old');
      });
      await database.query(
        `update ledger_entries set created_at = now() - interval '40 days' where reference = 'p-old'`,
      );
      return signed;
    }

    it("totals the player's ledger rows of the period, equal to the ledger's own sums", async () => {
      const { userId, visitor } = await playerWithLedger();
      const response = await visitor.get(`/web-api/office/paycheck?from=${today}&to=${today}`);
      expect(response.statusCode).toBe(200);
      const statement = response.json<{
        entries: { amountMinor: number }[];
        totals: Record<string, number | string>[];
      }>();

      const [sums] = await setup.testApp.database.query<Record<string, string>>(
        `select count(*) as rows,
                coalesce(sum(l.amount_minor), 0) as net,
                coalesce(sum(l.amount_minor) filter (where reason = 'deposit'), 0) as deposits,
                -coalesce(sum(l.amount_minor) filter (where reason like 'withdrawal-%'), 0) as withdrawals,
                -coalesce(sum(l.amount_minor) filter (where reason in ('bet-stake', 'bet-refund')), 0) as stakes,
                coalesce(sum(l.amount_minor) filter (where reason = 'bet-payout'), 0) as wins
           from ledger_entries l join accounts a on a.id = l.account_id
          where a.player_id = $1 and l.created_at >= $2::date and l.created_at < $2::date + 1`,
        [userId, today],
      );
      expect(statement.entries).toHaveLength(Number(sums!.rows));
      expect(statement.totals).toEqual([
        {
          currency: 'RUB',
          deposits: Number(sums!.deposits),
          withdrawals: Number(sums!.withdrawals),
          stakes: Number(sums!.stakes),
          wins: Number(sums!.wins),
          other: 1_500,
          net: Number(sums!.net),
        },
      ]);
      expect(statement.totals[0]).toMatchObject({
        deposits: 50_000,
        withdrawals: 7_000,
        stakes: 9_000,
        wins: 20_550,
        net: 56_050,
      });
    });

    it('answers the same rows and totals as CSV and as PDF', async () => {
      const { visitor } = await playerWithLedger();
      const query = `from=${today}&to=${today}&lng=en`;
      const csv = await visitor.get(`/web-api/office/paycheck/file?${query}&format=csv`);
      const pdf = await visitor.get(`/web-api/office/paycheck/file?${query}&format=pdf`);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="statement-/);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const rows = csvRows(csv.body);
      const totalsAt = rows.findIndex((row) => row[0] === 'Currency') + 1;
      const totals = rows[totalsAt]!;
      expect(totals).toEqual(['RUB', '500.00', '70.00', '90.00', '205.50', '15.00', '560.50']);
      const entries = rows.slice(rows.findIndex((row) => row[0] === 'Time') + 1);
      expect(entries).toHaveLength(8);

      const texts = await pdfTexts(pdf.rawPayload);
      for (const cell of [...totals, ...entries.flat()]) expect(texts).toContain(cell);
    });

    it('writes the CSV and the PDF in the asked language, Cyrillic and Azerbaijani letters too', async () => {
      const { visitor } = await playerWithLedger();
      for (const [lng, title] of [
        ['ru', 'Выписка'],
        ['az', 'Hesabdan çıxarış'],
      ] as const) {
        const query = `from=${today}&to=${today}&lng=${lng}`;
        const csv = await visitor.get(`/web-api/office/paycheck/file?${query}&format=csv`);
        expect(csv.body).toContain(title);
        const pdf = await visitor.get(`/web-api/office/paycheck/file?${query}&format=pdf`);
        const texts = await pdfTexts(pdf.rawPayload);
        expect(texts[0]).toContain(title);
        expect(texts.join(' ')).not.toContain('\ufffd');
      }
    });

    it('refuses a period that is no period, in words, and a visitor', async () => {
      const { visitor } = await signedInPlayer(setup);
      for (const query of [
        'from=2026-11-30&to=2026-11-01',
        'from=2026-02-30&to=2026-03-01',
        'from=x&to=y',
      ]) {
        const response = await visitor.get(`/web-api/office/paycheck?${query}`);
        expect([query, response.statusCode]).toEqual([query, 400]);
      }
      const anonymous = await arrivedVisitor(setup.testApp);
      expect(
        (await anonymous.get(`/web-api/office/paycheck?from=${today}&to=${today}`)).statusCode,
      ).toBe(401);
    });
  });

  describe('stopnewsletter', () => {
    it('ends every letter with a signed link that stops the letters without signing in', async () => {
      const email = `stop-${Date.now()}@example.com`;
      const player = await createTestPlayer(setup.testApp, { email });
      await setup.testApp.database.query(
        'update players set enable_mail_news = true, enable_mail_bets = true, enable_sms_news = true where id = $1',
        [player.id],
      );
      const visitor = await arrivedVisitor(setup.testApp);
      await visitor.request({
        method: 'POST',
        url: '/auth-api/v1/password/forgot',
        payload: { email },
        headers: { language: 'kz' },
      });
      const letter = await lastMessageTo(setup.testApp, email);
      const link = /\/kz\/stopnewsletter\?token=([^\s]+)/.exec(letter!.body);
      expect(link).not.toBeNull();

      const stranger = await arrivedVisitor(setup.testApp);
      const stopped = await stranger.post('/web-api/mailing/stop', {
        token: decodeURIComponent(link![1]!),
      });
      expect(stopped.json()).toEqual({ success: true });
      const [flags] = await setup.testApp.database.query<Record<string, boolean>>(
        'select enable_mail_news, enable_mail_deposit, enable_mail_bets, enable_sms_news from players where id = $1',
        [player.id],
      );
      expect(flags).toEqual({
        enable_mail_news: false,
        enable_mail_deposit: false,
        enable_mail_bets: false,
        enable_sms_news: true,
      });
    });

    it('refuses a tampered link in words, and changes nothing', async () => {
      const email = `tamper-${Date.now()}@example.com`;
      const player = await createTestPlayer(setup.testApp, { email });
      await setup.testApp.database.query(
        'update players set enable_mail_news = true where id = $1',
        [player.id],
      );
      const visitor = await arrivedVisitor(setup.testApp);
      await visitor.post('/auth-api/v1/password/forgot', { email });
      const token = decodeURIComponent(
        /stopnewsletter\?token=([^\s]+)/.exec(
          (await lastMessageTo(setup.testApp, email))!.body,
        )![1]!,
      );
      const [header, payload, signature] = token.split('.');
      const other = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
      ).toString('base64url');
      for (const forged of [`${header}.${other}.${signature}`, `${token}x`, 'not-a-token']) {
        const response = await visitor.post('/web-api/mailing/stop', { token: forged });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: {
            code: 'STOP_LINK_INVALID',
            message: expect.stringMatching(/not one the site sent/) as unknown,
          },
        });
      }
      const [row] = await setup.testApp.database.query<{ enable_mail_news: boolean }>(
        'select enable_mail_news from players where id = $1',
        [player.id],
      );
      expect(row!.enable_mail_news).toBe(true);
    });
  });

  describe('secure data', () => {
    it('gives a signed-in player a stable pseudonym and a short-lived grant, and a visitor nothing', async () => {
      const { userId, visitor } = await signedInPlayer(setup);
      const first = (await visitor.get('/web-api/user/secure-data')).json<{
        ggru: string;
        grant: string;
        expiresIn: number;
      }>();
      const again = (await visitor.get('/web-api/user/secure-data')).json<{ ggru: string }>();
      expect(first.ggru).toMatch(/^[0-9a-f]{32}$/);
      expect(again.ggru).toBe(first.ggru);
      expect(first.ggru).not.toContain(String(userId));
      expect(first.expiresIn).toBe(900);
      const claims = JSON.parse(
        Buffer.from(first.grant.split('.')[1]!, 'base64url').toString(),
      ) as {
        sub: string;
        exp: number;
        iat: number;
      };
      expect([claims.sub, claims.exp - claims.iat]).toEqual([String(userId), 900]);
      const { visitor: other } = await signedInPlayer(setup);
      const theirs = (await other.get('/web-api/user/secure-data')).json<{ ggru: string }>();
      expect(theirs.ggru).not.toBe(first.ggru);
      const anonymous = await arrivedVisitor(setup.testApp);
      expect((await anonymous.get('/web-api/user/secure-data')).statusCode).toBe(401);
    });
  });
});
