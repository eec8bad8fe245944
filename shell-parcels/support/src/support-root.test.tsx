import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { PaymentHistoryEntry } from '@betshell/domain/accounts';
import {
  SupportSummaryStore,
  type NewSupportRequest,
  type SupportApi,
  type SupportThread,
} from '@betshell/domain/support';
import {
  navigationEventFixture,
  rootStoreFixture,
  settledRouteFixture,
} from '@betshell/domain/testing';
import { SupportRoot } from './support-root';

const NOW = '2026-11-27T10:00:00.000Z';

function threadOf(id: number, request: NewSupportRequest, answered = false): SupportThread {
  return {
    id,
    topic: request.topic,
    subTopic: request.subTopic ?? null,
    paymentId: request.paymentId ?? null,
    paymentConsultant: request.paymentConsultant ?? null,
    status: answered ? 'answered' : 'open',
    createdAt: NOW,
    updatedAt: NOW,
    unread: 0,
    lastMessage: request.message,
    messages: [
      {
        id: 1,
        author: 'player',
        body: request.message,
        createdAt: NOW,
        attachments: (request.files ?? []).map((file, i) => ({
          id: `f${i}`,
          fileName: file.name,
          mediaType: file.type,
          sizeBytes: file.size,
        })),
      },
      ...(answered
        ? [
            {
              id: 2,
              author: 'operator' as const,
              body: 'We are on it',
              createdAt: NOW,
              attachments: [],
            },
          ]
        : []),
    ],
  };
}

/** A support API that keeps what it is sent, and answers every thread as answered. */
function fakeApi() {
  const opened: NewSupportRequest[] = [];
  const threads = new Map<number, SupportThread>();
  const api: SupportApi = {
    summary: () => Promise.resolve({ open: threads.size, unread: 0 }),
    list: () =>
      Promise.resolve({
        open: threads.size,
        unread: 0,
        requests: [...threads.values()].map(
          ({ messages: _, paymentConsultant: __, ...summary }) => summary,
        ),
      }),
    open: (request) => {
      opened.push(request);
      const thread = threadOf(100 + opened.length, request);
      threads.set(thread.id, thread);
      return Promise.resolve(thread);
    },
    thread: (id) =>
      Promise.resolve(
        threadOf(id, { topic: threads.get(id)?.topic ?? 'bets', message: 'My bet' }, true),
      ),
    reply: (id, message) => Promise.resolve(threadOf(id, { topic: 'other', message })),
    contact: () => Promise.resolve(),
    attachmentUrl: (id) => `/web-api/support/uploads/${id}`,
  };
  return { api, opened };
}

const PAYMENTS: PaymentHistoryEntry[] = [
  {
    id: 7000001,
    status_id: 1,
    message: '',
    translate_message: '',
    skks_hash: '',
    timestamp: 1_700_000_000,
    date_payment: '2026-11-20',
    status_title: 'Pending',
    summ: -50000,
    money_deposit_id: null,
    currency: 'RUB',
    kind: 'withdrawal',
  },
];

async function renderAt(
  name: string,
  pathname: string,
  params: Record<string, string> = {},
  search = '',
) {
  const fixture = await rootStoreFixture({ language: 'en', pathname, search });
  act(() =>
    fixture.bus.next(
      navigationEventFixture(pathname, 'en', {
        search,
        page: settledRouteFixture({ name, area: 'office', params }),
      }),
    ),
  );
  const i18n = i18next.createInstance();
  // The texts are the keys themselves: the tests find elements by the key of their text.
  await i18n.init({ lng: 'en', resources: { en: { translation: {} } } });
  const { api, opened } = fakeApi();
  const summary = new SupportSummaryStore(api, fixture.bus, fixture.clock, () => {});
  const navigate = jest.fn<void, [string]>();
  render(
    <I18nextProvider i18n={i18n}>
      <SupportRoot
        stores={fixture.stores}
        api={api}
        summary={summary}
        payments={() => Promise.resolve(PAYMENTS)}
        navigate={navigate}
      />
    </I18nextProvider>,
  );
  return { api, opened, navigate };
}

describe('the office support pages', () => {
  it('send a new request with its topic and a photo, then open it in the history', async () => {
    const { opened, navigate } = await renderAt('office-support', '/en/office/support');
    await screen.findByText('support_requests_empty');
    await userEvent.selectOptions(screen.getByLabelText('support_topic'), 'withdrawal');
    await userEvent.type(screen.getByLabelText('support_message'), 'Where is my money?');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'receipt.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(screen.getByLabelText('support_attachments'), photo);
    await userEvent.click(screen.getByRole('button', { name: 'support_send' }));
    expect(opened).toEqual([
      { topic: 'withdrawal', message: 'Where is my money?', files: [photo] },
    ]);
    expect(navigate).toHaveBeenCalledWith('/en/office/support/history?request=101');
  });

  it('refuse an empty message without calling the server', async () => {
    const { opened } = await renderAt('office-support', '/en/office/support');
    await userEvent.click(screen.getByRole('button', { name: 'support_send' }));
    expect(screen.getByRole('alert').textContent).toBe('support_error_message_empty');
    expect(opened).toEqual([]);
  });

  it('show a request’s thread with the operator’s answer in the history modal', async () => {
    await renderAt('office-support-history', '/en/office/support/history', {}, '?request=55');
    const dialog = await screen.findByRole('dialog', { name: 'support_history' });
    expect(await within(dialog).findByText('We are on it')).toBeTruthy();
    expect(within(dialog).getByText('support_author_operator')).toBeTruthy();
  });

  it('turn the user-question modal into a request of topic other', async () => {
    const { opened } = await renderAt('office-user-question', '/en/office/user-question');
    const dialog = screen.getByRole('dialog', { name: 'support_user_question' });
    await userEvent.type(within(dialog).getByLabelText('support_message'), 'Quick question');
    await userEvent.click(within(dialog).getByRole('button', { name: 'support_send' }));
    expect(opened).toEqual([{ topic: 'other', message: 'Quick question', files: [] }]);
  });

  it('step through the payment request: topic, sub-topic, payment, message, keeping the consultant', async () => {
    const first = await renderAt(
      'office-payment-create-request',
      '/en/office/payment/create-request',
    );
    await userEvent.click(screen.getByRole('button', { name: 'payment_request_topic_withdrawal' }));
    expect(first.navigate).toHaveBeenLastCalledWith('/en/office/payment/create-request/withdrawal');
  });

  it('list the player’s payments of the topic’s kind, and send the request linked to the chosen one', async () => {
    const { opened } = await renderAt(
      'office-payment-create-request',
      '/en/office/payment/create-request/withdrawal/not-received/7000001',
      { topic: 'withdrawal', subTopic: 'not-received', transactionId: '7000001' },
      '?payment_consultant=1',
    );
    await userEvent.type(await screen.findByLabelText('support_message'), 'Not arrived');
    await userEvent.click(screen.getByRole('button', { name: 'support_send' }));
    expect(opened).toEqual([
      {
        topic: 'withdrawal',
        subTopic: 'not-received',
        paymentId: 7000001,
        paymentConsultant: '1',
        message: 'Not arrived',
        files: [],
      },
    ]);
  });
});
