// The verbs of identity verification for `npm run ops`: the queue of verifications waiting for an
// operator, one player's verification, and the decisions. They talk to the operator API's routes
// of server/src/verification/verification-ops-routes.ts.
import { REJECTION_REASONS, VERIFICATION_STATES } from '@betshell/domain/verification';
import type { Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const VERIFICATION_OPTIONS = {
  state: { type: 'string' },
} as const;

export const VERIFICATION_USAGE = `  verification list [--state <state>]  verifications in a state, oldest sent first (submitted by default;
                                       ${VERIFICATION_STATES.join(', ')})
  verification show <player id>        the player's verification: state, reason, personal data,
                                       documents with their ids (the file: GET
                                       /ops-api/v1/verifications/<player id>/documents/<id>)
  verification approve <player id>     approve a submitted verification
  verification reject <player id> --reason <reason>
                                       reject it; the player reads the reason in their language:
                                       ${REJECTION_REASONS.join(', ')}`;

interface OperatorVerification {
  readonly playerId: number;
  readonly state: string;
  readonly rejectionReason: string | null;
  readonly personalData: Readonly<Record<string, string | number | null>> | null;
  readonly submittedAt: string | null;
  readonly decidedAt: string | null;
  readonly documents: readonly {
    readonly kind: string;
    readonly uploadId: string;
    readonly fileName: string;
    readonly mediaType: string;
    readonly sizeBytes: number;
    readonly uploadedAt: string;
  }[];
}

const playerIdOf = (text: string | undefined): number => {
  if (text === undefined || !/^\d+$/.test(text)) {
    throw new OpsFailure(`The player id must be a whole number, not ${text ?? '(nothing)'}`);
  }
  return Number(text);
};

const summary = (verification: OperatorVerification): string =>
  `player ${verification.playerId}: ${verification.state}` +
  (verification.rejectionReason === null ? '' : ` (${verification.rejectionReason})`) +
  (verification.submittedAt === null ? '' : `, sent ${verification.submittedAt}`) +
  (verification.decidedAt === null ? '' : `, decided ${verification.decidedAt}`);

export const VERIFICATION_VERBS: Readonly<Record<string, Verb>> = {
  'verification list': {
    options: ['state'],
    arity: [0, 0],
    async run({ api, io, values }) {
      const state = values.state ?? 'submitted';
      if (!(VERIFICATION_STATES as readonly string[]).includes(state)) {
        throw new OpsFailure(`--state is one of ${VERIFICATION_STATES.join(', ')}, not ${state}`);
      }
      const { verifications } = await api<{ verifications: OperatorVerification[] }>(
        'GET',
        `/verifications?state=${state}`,
      );
      if (verifications.length === 0) io.out(`no verifications ${state}`);
      for (const verification of verifications) io.out(summary(verification));
    },
  },
  'verification show': {
    options: [],
    arity: [1, 1],
    async run({ api, io, positionals }) {
      const id = playerIdOf(positionals[0]);
      const verification = await api<OperatorVerification>('GET', `/verifications/${id}`);
      io.out(summary(verification));
      if (verification.personalData === null) io.out('no personal data entered');
      for (const [field, value] of Object.entries(verification.personalData ?? {})) {
        io.out(`  ${field}: ${value === null ? '(none)' : String(value)}`);
      }
      if (verification.documents.length === 0) io.out('no documents sent');
      for (const document of verification.documents) {
        io.out(
          `  document ${document.kind}: ${document.uploadId} ${document.fileName} ` +
            `(${document.mediaType}, ${document.sizeBytes} bytes, ${document.uploadedAt}) ` +
            `GET /verifications/${id}/documents/${document.uploadId}`,
        );
      }
    },
  },
  'verification approve': {
    options: [],
    arity: [1, 1],
    async run({ api, io, positionals }) {
      const id = playerIdOf(positionals[0]);
      io.out(summary(await api<OperatorVerification>('POST', `/verifications/${id}/approve`)));
    },
  },
  'verification reject': {
    options: ['reason'],
    arity: [1, 1],
    async run({ api, io, positionals, values }) {
      const id = playerIdOf(positionals[0]);
      const reason = values.reason;
      if (reason === undefined || !(REJECTION_REASONS as readonly string[]).includes(reason)) {
        throw new OpsFailure(
          `--reason is one of ${REJECTION_REASONS.join(', ')}, not ${reason ?? '(nothing)'}`,
        );
      }
      io.out(
        summary(await api<OperatorVerification>('POST', `/verifications/${id}/reject`, { reason })),
      );
    },
  },
};
