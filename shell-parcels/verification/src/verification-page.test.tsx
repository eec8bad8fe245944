import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  VerificationStore,
  type PersonalData,
  type Verification,
  type VerificationApi,
} from '@betshell/domain/verification';
import { VerificationPage } from './verification-page';

const KEPT: PersonalData = {
  name: 'Ivan',
  surname: 'Petrov',
  birthday: '1985-03-02',
  documentTypeId: 1,
  documentNumber: '4510123456',
  documentIssuedOn: '2010-05-05',
  documentExpiresOn: null,
  address: 'Lenina 5, Kazan',
  countryId: 1,
};

const document = (kind: 'front' | 'back' | 'selfie', fileName = `${kind}.png`) => ({
  kind,
  uploadId: `${kind}`.padEnd(32, '0'),
  fileName,
  mediaType: 'image/png',
  sizeBytes: 100,
  uploadedAt: '2026-11-27T12:00:00.000Z',
});

/** A verification; all three documents sent unless `documents` says otherwise. */
const verification = (over: Partial<Verification>): Verification => ({
  state: 'not-started',
  rejectionReason: null,
  personalData: null,
  submittedAt: null,
  decidedAt: null,
  documents: [document('front'), document('back'), document('selfie')],
  ...over,
});

/** A 400 as the platform's HTTP client rejects with it. */
const refusal = (errorCode: string, details?: unknown) =>
  Object.assign(new Error(errorCode), {
    status: 'http-error',
    code: 400,
    errorCode,
    details,
    messageKey: 'http_error_request',
  });

/** The page over a fake server; texts are the dictionary keys, so each sentence names its key. */
async function renderPage(api: Partial<VerificationApi>, route = 'office-verification') {
  const savePersonalData = jest.fn(
    api.savePersonalData ??
      ((data: PersonalData) => Promise.resolve(verification({ personalData: data }))),
  );
  const submit = jest.fn(
    api.submit ?? (() => Promise.resolve(verification({ state: 'submitted' }))),
  );
  const uploadDocument = jest.fn(
    api.uploadDocument ?? (() => Promise.resolve(verification({ personalData: KEPT }))),
  );
  const server: VerificationApi = {
    load: api.load ?? (() => Promise.resolve(verification({}))),
    savePersonalData,
    submit,
    uploadDocument,
  };
  const changed = jest.fn();
  const store = new VerificationStore(server, () => undefined, changed);
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: {} } } });
  render(
    <I18nextProvider i18n={i18n}>
      <VerificationPage store={store} language="en" route={route} />
    </I18nextProvider>,
  );
  return { savePersonalData, submit, uploadDocument, changed };
}

/** Types a field's value at once, as pasting it would (typing key by key is slow under load). */
async function fill(form: HTMLElement, label: string, value: string) {
  await userEvent.click(within(form).getByLabelText(label));
  await userEvent.paste(value);
}

const form = () => screen.findByRole('form', { name: 'verification_personal_data_title' });

describe('the office verification page', () => {
  it('takes personal data, shows the field the server refuses, then saves and sends it', async () => {
    let attempts = 0;
    const { savePersonalData, changed } = await renderPage({
      savePersonalData: (data: PersonalData) =>
        ++attempts === 1
          ? Promise.reject(
              refusal('INVALID_PERSONAL_DATA', {
                field: 'birthday',
                problems: [{ field: 'birthday', reason: 'under-age' }],
              }),
            )
          : Promise.resolve(verification({ personalData: data })),
    });
    const personal = await form();
    expect(screen.getByText('verification_state_not_started')).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'verification_submit' }).disabled,
    ).toBe(true);
    await fill(personal, 'verification_field_name', 'Ivan');
    await fill(personal, 'verification_field_surname', 'Petrov');
    await fill(personal, 'verification_field_birthday', '2012-01-01');
    await userEvent.selectOptions(
      within(personal).getByLabelText('verification_field_countryId'),
      'Russia',
    );
    await fill(personal, 'verification_field_address', 'Lenina 5');
    await userEvent.selectOptions(
      within(personal).getByLabelText('verification_field_documentTypeId'),
      'verification_document_passport',
    );
    await fill(personal, 'verification_field_documentNumber', '4510 123456');
    await fill(personal, 'verification_field_documentIssuedOn', '2020-05-05');
    await userEvent.click(within(personal).getByRole('button', { name: 'verification_save' }));

    expect(await within(personal).findByText('verification_problem_under_age')).toBeTruthy();
    expect(
      within(personal).getByLabelText('verification_field_birthday').getAttribute('aria-invalid'),
    ).toBe('true');
    expect(savePersonalData).toHaveBeenCalledWith({
      name: 'Ivan',
      surname: 'Petrov',
      birthday: '2012-01-01',
      countryId: 1,
      address: 'Lenina 5',
      documentTypeId: 1,
      documentNumber: '4510 123456',
      documentIssuedOn: '2020-05-05',
      documentExpiresOn: null,
    });

    await userEvent.click(within(personal).getByRole('button', { name: 'verification_save' }));
    expect(await screen.findByText('verification_saved')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'verification_submit' }));
    expect(await screen.findByText('verification_state_submitted')).toBeTruthy();
    // Waiting for an operator, there is nothing to change.
    expect(screen.queryByRole('form')).toBeNull();
    expect(changed).toHaveBeenCalledTimes(2);
  }, 20_000);

  it('says why an operator rejected it, in words, and sends the corrected data again', async () => {
    const { submit } = await renderPage({
      load: () =>
        Promise.resolve(
          verification({
            state: 'rejected',
            rejectionReason: 'document-expired',
            personalData: KEPT,
          }),
        ),
    });
    expect(await screen.findByText('verification_state_rejected')).toBeTruthy();
    expect(screen.getByText(/verification_reason_document_expired/)).toBeTruthy();
    const personal = await form();
    expect(
      within(personal).getByLabelText<HTMLInputElement>('verification_field_documentNumber').value,
    ).toBe('4510123456');
    await userEvent.click(screen.getByRole('button', { name: 'verification_resubmit' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(await screen.findByText('verification_state_submitted')).toBeTruthy();
  });

  it('sends each document as it is picked, says a refusal in words and names the file kept', async () => {
    let attempts = 0;
    const { uploadDocument } = await renderPage({
      load: () => Promise.resolve(verification({ personalData: KEPT, documents: [] })),
      uploadDocument: () =>
        ++attempts === 1
          ? Promise.reject(refusal('FILE_TOO_LARGE', { maxBytes: 5 * 1024 * 1024 }))
          : Promise.resolve(
              verification({ personalData: KEPT, documents: [document('front', 'id.png')] }),
            ),
    });
    const front = await screen.findByLabelText<HTMLInputElement>('verification_document_front');
    expect(screen.getByText('verification_documents_rules')).toBeTruthy();
    expect(screen.getAllByText('verification_document_none')).toHaveLength(3);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'verification_submit' }).disabled,
    ).toBe(true);
    expect(screen.getByText('verification_submit_needs_documents')).toBeTruthy();

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id.png', {
      type: 'image/png',
    });
    await userEvent.upload(front, file);
    expect(await screen.findByText('verification_error_file_too_large')).toBeTruthy();
    expect(front.getAttribute('aria-invalid')).toBe('true');
    await userEvent.upload(front, file);
    expect(await screen.findByText('verification_document_kept')).toBeTruthy();
    expect(screen.queryByText('verification_error_file_too_large')).toBeNull();
    expect(uploadDocument).toHaveBeenLastCalledWith('front', file);
  });

  it('shows an approved verification without a form, under the name identification there', async () => {
    await renderPage(
      {
        load: () => Promise.resolve(verification({ state: 'approved', personalData: KEPT })),
      },
      'office-identification',
    );
    expect(await screen.findByText('verification_state_approved')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'verification_identification_title',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers to try again when the verification cannot be loaded', async () => {
    let calls = 0;
    await renderPage({
      load: () =>
        ++calls === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve(verification({ state: 'submitted' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'verification_retry' }));
    expect(await screen.findByText('verification_state_submitted')).toBeTruthy();
  });
});
