import type { LanguageCode, RootStore } from '@betshell/domain';
import type { PaymentHistoryEntry } from '@betshell/domain/accounts';
import {
  officeSupportPath,
  PAYMENT_CONSULTANT_QUERY_KEY,
  paymentConsultantReference,
  paymentRequestPath,
  supportHistoryPath,
  userQuestionPath,
  type SupportApi,
  type SupportRequestList,
  type SupportSummaryStore,
  type SupportThread,
} from '@betshell/domain/support';
import { Button, Dialog } from '@betshell/ui';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentRequestPage } from './payment-request-page';
import { RequestForm } from './request-form';
import { RequestList } from './request-list';
import { RequestThread } from './request-thread';

export interface SupportRootProps {
  readonly stores: Pick<RootStore, 'navigation' | 'settings'>;
  readonly api: SupportApi;
  readonly summary: SupportSummaryStore;
  readonly payments: () => Promise<readonly PaymentHistoryEntry[]>;
  readonly navigate: (href: string) => void;
}

/** The query key of the history modal that names the request it shows. */
const REQUEST_QUERY_KEY = 'request';

type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly value: T };

/**
 * The office support pages (spec/shell.md 2.5): office/support (a new request and the list),
 * office/support/history and office/user-question as modals over it, and the payment request of
 * office/payment/create-request with the player's payment requests under it.
 */
export const SupportRoot = observer(function SupportRoot({
  stores,
  api,
  summary,
  payments,
  navigate,
}: SupportRootProps) {
  const { t } = useTranslation();
  const lng: LanguageCode = stores.settings.language;
  const page = stores.navigation.page;
  const name = page?.kind === 'route' ? page.name : 'office-support';
  const params = page?.kind === 'route' ? page.params : {};
  const query = new URLSearchParams(stores.navigation.search);
  const [list, setList] = useState<Loaded<SupportRequestList>>({ state: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    api.list().then(
      (value) => live && setList({ state: 'ready', value }),
      () => live && setList({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, version, name]);
  const reload = useCallback(() => {
    setVersion((v) => v + 1);
    void summary.refresh();
  }, [summary]);

  const showRequest = (id: number) =>
    navigate(`${supportHistoryPath(lng)}?${REQUEST_QUERY_KEY}=${id}`);
  const requests = list.state === 'ready' ? list.value.requests : [];
  const listBody =
    list.state === 'loading' ? (
      <p role="status" aria-busy="true">
        {t('support_loading')}
      </p>
    ) : list.state === 'failed' ? (
      <div role="alert">
        <p>{t('support_error_unknown')}</p>
        <Button onClick={reload}>{t('support_retry')}</Button>
      </div>
    ) : null;

  if (name === 'office-payment-create-request') {
    const paymentRequests = requests.filter((request) => request.paymentId !== null);
    return (
      <section className="bs-support-office" data-page={name}>
        <h1>{t('payment_request_title')}</h1>
        <PaymentRequestPage
          language={lng}
          params={params}
          api={api}
          payments={payments}
          consultant={paymentConsultantReference(query.get(PAYMENT_CONSULTANT_QUERY_KEY))}
          navigate={navigate}
          onCreated={(request) => {
            reload();
            showRequest(request.id);
          }}
        />
        <h2>{t('payment_request_list')}</h2>
        {listBody ?? (
          <RequestList
            requests={paymentRequests}
            timeDisplay={stores.settings.timeDisplay}
            onOpen={showRequest}
          />
        )}
      </section>
    );
  }

  const close = () => navigate(officeSupportPath(lng));
  return (
    <section className="bs-support-office" data-page={name}>
      <h1>{t('support_title')}</h1>
      <p className="bs-support-office__actions">
        <Button onClick={() => navigate(userQuestionPath(lng))}>
          {t('support_user_question')}
        </Button>
        <Button onClick={() => navigate(paymentRequestPath(lng))}>
          {t('payment_request_new')}
        </Button>
        <Button onClick={() => navigate(supportHistoryPath(lng))}>
          {t('support_history')}
          {list.state === 'ready' && list.value.unread > 0 && ` (${list.value.unread})`}
        </Button>
      </p>
      <h2>{t('support_new_request')}</h2>
      <RequestForm
        withTopic
        submitKey="support_send"
        onSubmit={async ({ topic, message, files }) => {
          const thread = await api.open({ topic, message, files });
          reload();
          showRequest(thread.id);
        }}
      />
      <h2>{t('support_requests')}</h2>
      {listBody ?? (
        <RequestList
          requests={requests.slice(0, 5)}
          timeDisplay={stores.settings.timeDisplay}
          onOpen={showRequest}
        />
      )}
      {name === 'office-support-history' && (
        <Dialog
          title={t('support_history')}
          onClose={close}
          closeLabel={t('support_close')}
          data-dialog="support-history"
          className="bs-support-office__dialog"
        >
          <HistoryModal
            api={api}
            requestId={Number(query.get(REQUEST_QUERY_KEY) ?? '') || null}
            requests={requests}
            listBody={listBody}
            stores={stores}
            onOpen={showRequest}
            onBack={() => navigate(supportHistoryPath(lng))}
            onRead={reload}
          />
        </Dialog>
      )}
      {name === 'office-user-question' && (
        <Dialog
          title={t('support_user_question')}
          onClose={close}
          closeLabel={t('support_close')}
          data-dialog="user-question"
          className="bs-support-office__dialog"
        >
          <p>{t('support_user_question_hint')}</p>
          <RequestForm
            withTopic={false}
            submitKey="support_send"
            onSubmit={async ({ message, files }) => {
              const thread = await api.open({ topic: 'other', message, files });
              reload();
              showRequest(thread.id);
            }}
          />
        </Dialog>
      )}
    </section>
  );
});

interface HistoryModalProps {
  readonly api: SupportApi;
  readonly requestId: number | null;
  readonly requests: SupportRequestList['requests'];
  readonly listBody: React.ReactNode;
  readonly stores: Pick<RootStore, 'settings'>;
  readonly onOpen: (id: number) => void;
  readonly onBack: () => void;
  /** A thread was opened: its answers are read now. */
  readonly onRead: () => void;
}

/** The support-request history modal: every request, or one request's thread. */
function HistoryModal({
  api,
  requestId,
  requests,
  listBody,
  stores,
  onOpen,
  onBack,
  onRead,
}: HistoryModalProps) {
  const { t } = useTranslation();
  // What the last answered request gave, for the request it answered: another is still loading.
  const [answered, setAnswered] = useState<{
    readonly id: number;
    readonly loaded: Loaded<SupportThread>;
  } | null>(null);
  const thread: Loaded<SupportThread> | null =
    requestId === null ? null : answered?.id === requestId ? answered.loaded : { state: 'loading' };

  useEffect(() => {
    if (requestId === null) return;
    let live = true;
    api.thread(requestId).then(
      (value) => {
        if (!live) return;
        setAnswered({ id: requestId, loaded: { state: 'ready', value } });
        // Opening the thread read its answers: the list and the summary change.
        onRead();
      },
      () => live && setAnswered({ id: requestId, loaded: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [api, requestId, onRead]);

  if (thread === null) {
    return (
      listBody ?? (
        <RequestList
          requests={requests}
          timeDisplay={stores.settings.timeDisplay}
          onOpen={onOpen}
        />
      )
    );
  }
  return (
    <>
      <Button tone="link" onClick={onBack}>
        {t('support_back')}
      </Button>
      {thread.state === 'loading' && (
        <p role="status" aria-busy="true">
          {t('support_loading')}
        </p>
      )}
      {thread.state === 'failed' && <p role="alert">{t('support_error_unknown')}</p>}
      {thread.state === 'ready' && (
        <RequestThread
          thread={thread.value}
          api={api}
          timeDisplay={stores.settings.timeDisplay}
          onChange={(value) => setAnswered({ id: value.id, loaded: { state: 'ready', value } })}
        />
      )}
    </>
  );
}
