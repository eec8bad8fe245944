// `npm run ops -- toto ...|lotto ...`: toto and lotto draws (server/src/lottery), through the
// operator API's /toto and /lotto routes. Settling or drawing twice pays once. Registered in
// scripts/ops.ts.
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const LOTTERY_OPTIONS = {} as const;

export const LOTTERY_USAGE = `  toto draws                          the toto draw on sale and the settled ones
  toto settle <drawId> <results>      settle a draw from 15 results of 1, X, 2 or C (cancelled),
                                      e.g. 1X21X2C11X2X1X2, or "random"; opens the next draw
  lotto draws                         each lottery's draw on sale, with its commitment
  lotto draw <drawId>                 draw the numbers from the committed seed, pay the tickets,
                                      reveal the seed and open the lottery's next draw`;

interface ListedTotoDraw {
  readonly id: number;
  readonly status: string;
  readonly salesCloseAt: string;
  readonly matches: readonly { readonly result: string | null }[];
}

interface LottoDraw {
  readonly id: number;
  readonly seedHash: string;
  readonly serverSeed: string | null;
  readonly salesCloseAt: string;
  readonly numbers: readonly number[] | null;
}

function drawId(text: string | undefined): string {
  if (text === undefined || !/^\d+$/.test(text))
    throw new OpsFailure(`"${text ?? ''}" is not a draw id`);
  return text;
}

const resultLetters = (draw: ListedTotoDraw) =>
  draw.matches
    .map(({ result }) => (result === null ? '-' : result === 'cancelled' ? 'C' : result))
    .join('');

export const LOTTERY_VERBS: Readonly<Record<string, Verb>> = {
  'toto draws': {
    options: [],
    arity: [0, 0],
    async run({ api, io }: Command) {
      const { draws } = await api<{ draws: ListedTotoDraw[] }>('GET', '/toto/draws');
      for (const draw of draws)
        io.out(
          draw.status === 'open'
            ? `${draw.id}  open, sales close ${draw.salesCloseAt}`
            : `${draw.id}  settled  ${resultLetters(draw)}`,
        );
    },
  },
  'toto settle': {
    options: [],
    arity: [2, 2],
    async run({ api, io, positionals }: Command) {
      const [id, results] = positionals;
      const settled = await api<{
        settledNow: boolean;
        coupons: number;
        paidMinor: number;
        results: string[];
      }>('POST', `/toto/draws/${drawId(id)}/settle`, { results });
      io.out(
        settled.settledNow
          ? `settled toto draw ${id}: ${settled.coupons} coupons, ${settled.paidMinor} paid (minor units)`
          : `toto draw ${id} was settled before: nothing paid again`,
      );
    },
  },
  'lotto draws': {
    options: [],
    arity: [0, 0],
    async run({ api, io }: Command) {
      const { lotteries } = await api<{
        lotteries: { id: number; name: string; openDraw: LottoDraw | null }[];
      }>('GET', '/lotto/lotteries');
      for (const lottery of lotteries)
        io.out(
          lottery.openDraw === null
            ? `${lottery.name}: no draw on sale`
            : `${lottery.name}: draw ${lottery.openDraw.id}, sales close ${lottery.openDraw.salesCloseAt}, commitment ${lottery.openDraw.seedHash}`,
        );
    },
  },
  'lotto draw': {
    options: [],
    arity: [1, 1],
    async run({ api, io, positionals }: Command) {
      const id = drawId(positionals[0]);
      const drawing = await api<{
        draw: LottoDraw;
        drawnNow: boolean;
        tickets: number;
        paidMinor: number;
      }>('POST', `/lotto/draws/${id}/draw`);
      io.out(
        drawing.drawnNow
          ? `drew lotto draw ${id}: ${(drawing.draw.numbers ?? []).join(', ')}; ${drawing.tickets} tickets, ${drawing.paidMinor} paid (minor units)`
          : `lotto draw ${id} was drawn before: ${(drawing.draw.numbers ?? []).join(', ')}; nothing paid again`,
      );
      io.out(`seed ${drawing.draw.serverSeed ?? ''} (sha256 ${drawing.draw.seedHash})`);
    },
  },
};
