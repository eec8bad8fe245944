// Test support of the parcel's component tests: a store over a fake API, and a render with an
// i18n whose texts are the keys themselves, so tests find elements by the key of their text.
import { type HttpFailure } from '@betshell/domain';
import { type UserConfig } from '@betshell/domain/auth';
import type { AnalyticsBusEvent, AnalyticsEventSink } from '@betshell/domain/analytics';
import {
  OfficeSecurityStore,
  type MailingApi,
  type OfficeSecurityApi,
  type Protection,
} from '@betshell/domain/office-security';
import { officeSecurityApiFixture } from '@betshell/domain/testing';
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';

export function protectionOf(on: Partial<Protection['protection_methods']>): Protection {
  const methods = {
    is_changed_password: false,
    enable_two_factor_auth: false,
    enable_phone_binding: false,
    enable_security_question: false,
    enable_email_auth: false,
    ...on,
  };
  return {
    protection_level: Object.values(methods).filter(Boolean).length * 20,
    protection_methods: methods,
  };
}

/** Like the platform's PlatformHttpError: an Error carrying the catalogue's failure. */
export function httpFailure(errorCode: string, code = 400): Error & HttpFailure {
  return Object.assign(new Error(errorCode), {
    status: 'http-error' as const,
    code,
    errorCode,
    messageKey: 'http_error_bad_request',
  });
}

/** A bus that keeps the analytics events published on it, for the test to read. */
export function analyticsRecorder(): AnalyticsEventSink & { readonly events: AnalyticsBusEvent[] } {
  const events: AnalyticsBusEvent[] = [];
  return { events, next: (event) => events.push(event) };
}

export async function loadedSecurityStore(
  config: UserConfig,
  overrides: Partial<OfficeSecurityApi> = {},
  bus: AnalyticsEventSink = analyticsRecorder(),
): Promise<OfficeSecurityStore> {
  const store = new OfficeSecurityStore(
    officeSecurityApiFixture(config, overrides),
    () => undefined,
    bus,
  );
  await store.load();
  return store;
}

export async function renderWithKeys(element: ReactElement) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: {} } } });
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
    await Promise.resolve();
  });
  return result!;
}

/**
 * Types into a field as a paste: one input event instead of one per key, so the tests stay well
 * inside their time on a busy machine.
 */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

/** A mailing API that saves nothing a test did not name. */
export function mailingApiFake(overrides: Partial<MailingApi> = {}): MailingApi {
  return {
    saveMailing: () => Promise.reject(new Error('not expected in this test')),
    ...overrides,
  };
}
