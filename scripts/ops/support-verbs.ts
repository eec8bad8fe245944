// The verbs of support requests for `npm run ops`: the requests by status, one thread, an answer
// and closing. They talk to the operator API's routes of server/src/support/support-ops-routes.ts.
import type { Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const SUPPORT_OPTIONS = {
  'support-status': { type: 'string' },
} as const;

export const SUPPORT_USAGE = `  support list [--support-status open|answered|closed|all]   requests, newest first (open by default)
  support show <id>                  a request's thread, with its files' ids (GET /ops-api/v1/uploads/<id>)
  support answer <id> <message>      answer: the player sees it unread in the office; a visitor gets an e-mail
  support close <id>                 close it: no more messages`;

interface Request {
  readonly id: number;
  readonly topic: string;
  readonly subTopic: string | null;
  readonly paymentId: number | null;
  readonly paymentConsultant: string | null;
  readonly status: string;
  readonly updatedAt: string;
  readonly unread: number;
  readonly lastMessage: string;
  readonly playerId: number | null;
  readonly visitorName: string | null;
  readonly visitorEmail: string | null;
  readonly language: string;
}

interface Thread extends Request {
  readonly messages: readonly {
    readonly author: string;
    readonly body: string;
    readonly createdAt: string;
    readonly attachments: readonly {
      readonly id: string;
      readonly fileName: string;
      readonly mediaType: string;
      readonly sizeBytes: number;
    }[];
  }[];
}

const idOf = (text: string | undefined): number => {
  if (text === undefined || !/^\d+$/.test(text)) {
    throw new OpsFailure(`The request id must be a whole number, not ${text ?? '(nothing)'}`);
  }
  return Number(text);
};

const STATUSES = ['open', 'answered', 'closed', 'all'];

function who(request: Request): string {
  return request.playerId !== null
    ? `player ${request.playerId}`
    : `visitor ${request.visitorName ?? ''} <${request.visitorEmail ?? ''}>`;
}

function headline(request: Request): string {
  const payment =
    request.paymentId === null
      ? ''
      : ` payment ${request.paymentId} (${request.subTopic ?? ''}${request.paymentConsultant === null ? '' : `, consultant ${request.paymentConsultant}`})`;
  return `#${request.id} ${request.status} ${request.topic}${payment} by ${who(request)} [${request.language}], ${request.updatedAt}`;
}

export const SUPPORT_VERBS: Readonly<Record<string, Verb>> = {
  'support list': {
    options: ['support-status'],
    arity: [0, 0],
    async run({ api, io, values }) {
      const status = values['support-status'] ?? 'open';
      if (!STATUSES.includes(status)) {
        throw new OpsFailure(`--support-status must be one of ${STATUSES.join(', ')}`);
      }
      const { requests } = await api<{ requests: Request[] }>(
        'GET',
        `/support/requests?status=${status}`,
      );
      if (requests.length === 0) io.out(`no ${status === 'all' ? '' : `${status} `}requests`);
      for (const request of requests) {
        io.out(`${headline(request)}: ${request.lastMessage.replace(/\s+/gu, ' ')}`);
      }
    },
  },
  'support show': {
    options: [],
    arity: [1, 1],
    async run({ api, io, positionals }) {
      const thread = await api<Thread>('GET', `/support/requests/${idOf(positionals[0])}`);
      io.out(headline(thread));
      for (const message of thread.messages) {
        io.out(`--- ${message.author}, ${message.createdAt}`);
        io.out(message.body);
        for (const file of message.attachments) {
          io.out(
            `    file ${file.id}: ${file.fileName} (${file.mediaType}, ${file.sizeBytes} bytes)`,
          );
        }
      }
    },
  },
  'support answer': {
    options: [],
    arity: [2, 2],
    async run({ api, io, positionals }) {
      const thread = await api<Thread>('POST', `/support/requests/${idOf(positionals[0])}/answer`, {
        message: positionals[1],
      });
      io.out(`request ${thread.id} is ${thread.status}`);
    },
  },
  'support close': {
    options: [],
    arity: [1, 1],
    async run({ api, io, positionals }) {
      const thread = await api<Thread>('POST', `/support/requests/${idOf(positionals[0])}/close`);
      io.out(`request ${thread.id} is ${thread.status}`);
    },
  },
};
