// Test support of the parcel's component tests: limits as the server sends them, a transport
// that records its calls, and a render with an i18n whose texts are the keys themselves, except a
// few with their parameters so the tests read the values and countdowns the player reads.
import { availableValuesOf, SETTABLE_LIMIT_TYPES, measureOf } from '@betshell/domain/limits';
import type { Limit, LimitsApi } from '@betshell/domain/limits';
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';

export const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
export const NOW_SECONDS = NOW_MS / 1000;

export function limitFixture(over: Partial<Limit> = {}): Limit {
  return {
    limitType: 20,
    limitValue: 500_000,
    limitState: 'ACTIVE',
    startedAt: NOW_SECONDS - 3600,
    endsAt: null,
    measure: 'currency',
    availableValues: [],
    currency: 'RUB',
    selfExcludeReason: null,
    limitBalance: null,
    needApprove: false,
    direction: null,
    ...over,
  };
}

/** Like the platform's PlatformHttpError: the status in `code`, the body's details beside. */
export function httpFailure(code: number, details?: unknown): Error {
  return Object.assign(new Error('failed'), { status: 'http-error', code, details });
}

export function limitsApiFake(
  limits: readonly Limit[],
  over: Partial<LimitsApi> = {},
): LimitsApi & { readonly calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    limits: () => Promise.resolve(limits),
    availableLimits: () =>
      Promise.resolve(
        SETTABLE_LIMIT_TYPES.map((type) => ({
          type,
          measure: measureOf(type),
          availableValues: [...availableValuesOf(type)],
        })),
      ),
    save: (toSave) => {
      calls.push(`save ${JSON.stringify(toSave)}`);
      return Promise.resolve({ status: 'saved', questions: [], tokenGuid: null, limitsData: [] });
    },
    testAnswers: (tokenGuid, answers) => {
      calls.push(`answers ${tokenGuid} ${JSON.stringify(answers)}`);
      return Promise.resolve({ questionsResult: [], success: true, limitsData: [...limits] });
    },
    limitAction: (type, action) => {
      calls.push(`action ${type} ${action}`);
      return Promise.resolve();
    },
    cancel: (type) => {
      calls.push(`cancel ${type}`);
      return Promise.resolve();
    },
    selfExcludeReasons: () =>
      Promise.resolve([
        { id: 1, selfExcludeReason: 'I spend too much time' },
        { id: 2, selfExcludeReason: 'I spend too much money' },
      ]),
    ping: () => Promise.resolve({ limitBalance: -1, sessionLimitEnded: false }),
    ...over,
  };
}

const TEXTS = {
  responsible_gaming_current: 'current {{value}}',
  responsible_gaming_pending_confirm_in: '{{value}} can be confirmed in {{time}}',
  responsible_gaming_pending_deadline_in: '{{value}} must be confirmed within {{time}}',
  responsible_gaming_session_left: 'left today {{time}}',
  responsible_gaming_value_days: '{{count}} d',
  responsible_gaming_value_hours: '{{count}} h',
  responsible_gaming_countdown_days: '{{days}} d {{time}}',
};

export async function renderWithTexts(element: ReactElement) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: TEXTS } } });
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
    await Promise.resolve();
  });
  return result!;
}
