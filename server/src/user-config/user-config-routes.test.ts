import { setUpAuthTestApp, signedInVisitor } from '../test-support/auth-test-setup';
import { TERMS_EXCEPTION_CODE } from '@betshell/domain';
import { opsRequest } from '../test-support/build-test-app';
import { createTestPlayer, TEST_PASSWORD } from '../test-support/auth-fixtures';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';

/** spec/shell.md section 3, "User config": every field, by the spec's names. */
const USER_CONFIG_FIELDS = [
  'disallow_line_sport',
  'disallow_live_sport',
  'phone_number',
  'phone_code',
  'user_email',
  'user_name',
  'user_country_code',
  'user_country_id',
  'activation_type',
  'user_ref_id',
  'user_msg_count',
  'isRequiredTransfer',
  'is_active_secure_question',
  'user_hide_balance',
  'changed_pass_day_count',
  'user_data',
  'protection_level',
  'protection_methods',
  'should_sync_protection_methods',
  'is_need_identification',
  'ban_level',
  'ban_version',
  'user_status_id',
  'verification_status',
  'verification_types',
  'verification_status_group_code',
  'requested_additional_document',
  'has_deposit',
  'is_identification_bonus',
  'show_verification_modal_on_deposit_page',
  'remaining_days_to_activate',
  'requireIdentification',
  // Ours: the mailing flags of spec/limits-coupon-signin.md section 3 (mailing/mailing-routes.ts).
  'user_mailing',
];

describe('the user config and the terms', () => {
  const setup = setUpAuthTestApp();
  const { clock } = setup;

  let visitor: TestVisitor;
  let userId: number;
  beforeEach(async () => {
    const player = await createTestPlayer(setup.testApp, {
      email: `config${Date.now()}${Math.random()}@example.com`,
      createdAt: clock.now(),
    });
    userId = player.id;
    visitor = await signedInVisitor(setup.testApp, String(userId));
  });

  const config = async () =>
    (await visitor.get('/web-api/user/config')).json<{ result: Record<string, unknown> }>().result;
  const status = () => visitor.get('/web-api/api-v3/v2/user/agreement-rules/status');

  it('answers every field of the spec, never cached', async () => {
    const response = await visitor.get('/web-api/user/config');
    const { result } = response.json<{ result: Record<string, unknown> }>();

    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(result).sort()).toEqual([...USER_CONFIG_FIELDS].sort());
    expect(Object.keys(result['user_data'] as object).sort()).toEqual(
      [
        'date_birthday',
        'document_type_id',
        'inn',
        'name',
        'surname',
        'passport',
        'passport_date',
        'passport_end_date',
        'registration_address',
      ].sort(),
    );
    expect(result).toMatchObject({
      user_country_id: 1,
      user_country_code: 'RU',
      activation_type: 0,
      ban_level: 0,
      ban_version: 0,
      verification_status: 1,
      protection_level: 20,
      protection_methods: {
        is_changed_password: false,
        enable_two_factor_auth: false,
        enable_phone_binding: false,
        enable_security_question: false,
        enable_email_auth: true,
      },
      changed_pass_day_count: 0,
      user_ref_id: 1,
    });
  });

  it('answers 401 to a visitor', async () => {
    const response = await createTestVisitor(setup.testApp.app).get('/web-api/user/config');

    expect(response.statusCode).toBe(401);
  });

  it('shows the ban an operator sets', async () => {
    const response = await opsRequest(setup.testApp, 'POST', `/players/${userId}/ban`, {
      level: 53,
      version: 1,
    });

    expect(response.json()).toMatchObject({ player: { banLevel: 53, banVersion: 1 } });
    expect(await config()).toMatchObject({ ban_level: 53, ban_version: 1 });
  });

  it('counts the days since the password was set', async () => {
    const old = await createTestPlayer(setup.testApp, {
      createdAt: new Date(clock.now().getTime() - 3 * 86_400_000 - 1),
    });
    await visitor.post('/auth-api/v1/login', {
      form: 'login_password',
      uLogin: String(old.id),
      uPassword: TEST_PASSWORD,
    });

    expect(await config()).toMatchObject({ changed_pass_day_count: 3 });
  });

  it('says the terms have not changed for a new player', async () => {
    expect((await status()).json()).toMatchObject({ result: false });
  });

  it('says the terms changed once new ones are published, until the player confirms', async () => {
    clock.advance(1000);
    const published = await opsRequest(setup.testApp, 'POST', '/terms/changed', {});
    const { publishedAt } = published.json<{ publishedAt: string }>();

    const before = await status();
    const confirm = await visitor.post('/web-api/api-v3/v2/user/agreement-rules/confirm');
    const after = await status();

    expect(before.json()).toEqual({ result: true, updatedAt: publishedAt });
    expect(confirm.json()).toEqual({ result: false, updatedAt: publishedAt });
    expect(after.json()).toEqual({ result: false, updatedAt: publishedAt });
  });

  it('answers 451 with exception_code 1 where a call needs confirmed terms', async () => {
    await opsRequest(setup.testApp, 'POST', '/terms/changed', { playerId: userId });

    const refused = await visitor.post('/web-api/office/security/password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'another-pass-1',
    });
    await visitor.post('/web-api/api-v3/v2/user/agreement-rules/confirm');
    const allowed = await visitor.post('/web-api/office/security/password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'another-pass-1',
    });

    expect(refused.statusCode).toBe(451);
    expect(refused.json()).toEqual({
      error: {
        code: 'TERMS_NOT_CONFIRMED',
        message: 'The terms have changed: confirm them first',
        details: { exception_code: TERMS_EXCEPTION_CODE },
      },
    });
    expect(allowed.statusCode).toBe(200);
  });
});
