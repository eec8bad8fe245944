// `npm run ops -- ideas ...`: the ideas players share on the office share-idea page
// (server/src/ideas), through the operator API's /ideas routes: list them, answer one. The player
// reads the answer on the same page. Registered in scripts/ops.ts.
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const IDEA_OPTIONS = {
  show: { type: 'string' },
  limit: { type: 'string' },
} as const;

export const IDEA_USAGE = `  ideas list [--show unanswered|all] [--limit 50]
                                      the players' ideas, newest first (unanswered by default)
  ideas answer <id> <text>            answers an idea (again: replaces the answer)`;

interface ListedIdea {
  readonly id: number;
  readonly playerId: number;
  readonly topic: string;
  readonly text: string;
  readonly createdAt: string;
  readonly answer: string | null;
  readonly answeredAt: string | null;
}

const describeIdea = (idea: ListedIdea): string[] => [
  `${idea.id}  player ${idea.playerId}  ${idea.createdAt}  ${JSON.stringify(idea.topic)}`,
  `    ${idea.text.replace(/\n/g, '\n    ')}`,
  idea.answer === null
    ? '    (no answer yet)'
    : `    answered ${idea.answeredAt ?? ''}: ${idea.answer.replace(/\n/g, '\n    ')}`,
];

export const IDEA_VERBS: Readonly<Record<string, Verb>> = {
  'ideas list': {
    options: ['show', 'limit'],
    arity: [0, 0],
    async run({ api, io, values }: Command) {
      const show = values.show ?? 'unanswered';
      if (show !== 'unanswered' && show !== 'all') {
        throw new OpsFailure(`--show is unanswered or all, not "${show}"`);
      }
      if (values.limit !== undefined && !/^\d+$/.test(values.limit)) {
        throw new OpsFailure(`--limit is a number of ideas, not "${values.limit}"`);
      }
      const query = new URLSearchParams({ unanswered: String(show === 'unanswered') });
      if (values.limit !== undefined) query.set('limit', values.limit);
      const { ideas } = await api<{ ideas: ListedIdea[] }>('GET', `/ideas?${query.toString()}`);
      if (ideas.length === 0)
        io.out(show === 'all' ? 'no ideas' : 'no ideas waiting for an answer');
      for (const idea of ideas) describeIdea(idea).forEach((line) => io.out(line));
    },
  },
  'ideas answer': {
    options: [],
    arity: [2, 2],
    async run({ api, io, positionals }: Command) {
      const [id, answer] = positionals;
      if (id === undefined || !/^\d+$/.test(id)) {
        throw new OpsFailure(`"${id ?? ''}" is not an idea id`);
      }
      const { idea } = await api<{ idea: ListedIdea }>('POST', `/ideas/${id}/answer`, { answer });
      io.out(`answered idea ${idea.id} of player ${idea.playerId}`);
    },
  },
};
