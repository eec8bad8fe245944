import {
  ACTIVATION_TYPE,
  AVAILABLE_SOCIAL_NETWORKS,
  CREDENTIALS_SAVE_OPTION,
  activationTypeOf,
  checkAge,
  isSiteCurrency,
  isSmsCode,
  normalizeEmail,
  normalizePhone,
  phoneCountryById,
  SOCIAL_NETWORKS,
  type RegistrationAnswer,
  type RegistrationBody,
  type SocialNetwork,
} from '@betshell/domain/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import type { NewPlayer, Player } from '../players/player-repository';
import {
  recordRegistrationAcceptance,
  termsVersionInForce,
} from '../players/registration-acceptance';
import type { AuthContext } from './auth-context';
import { sendEmailActivation, sendPhoneActivation } from './activation-messages';
import { setSessionCookie, startSession } from './http/request-guards';
import { assertPasswordAcceptable, generatePassword, hashPassword } from './passwords';
import { messageLanguageOf } from '../messages/message-language';
import { renderMessage } from '../messages/render-message';
import type { GoogleIdentity } from '../social/google-credential-verifier';
import { takeRegistrationBonus, visitorIdOf } from '../bonuses/registration-bonus';

export type VerifySocialCredential = (credential: string) => Promise<GoogleIdentity>;

const need = <T>(value: T | undefined, field: string, type: string): T => {
  if (value === undefined || value === '') {
    throw new ApiError(400, 'BAD_REQUEST', `${type} registration needs ${field}`);
  }
  return value;
};

function emailOf(text: string): string {
  const email = normalizeEmail(text);
  if (email === null) throw new ApiError(400, 'INVALID_EMAIL', 'email is not an e-mail address');
  return email;
}

function phoneOf(text: string): string {
  const phone = normalizePhone(text);
  if (phone === null)
    throw new ApiError(400, 'INVALID_PHONE', 'phone is not an international phone number');
  return phone;
}

async function assertFree(
  context: AuthContext,
  contacts: { email?: string | null; phone?: string | null },
) {
  if (contacts.email && (await context.players.byEmail(contacts.email)) !== null) {
    throw new ApiError(
      409,
      'EMAIL_TAKEN',
      'An account with this e-mail exists: sign in or reset the password',
    );
  }
  if (contacts.phone && (await context.players.byPhone(contacts.phone)) !== null) {
    throw new ApiError(
      409,
      'PHONE_TAKEN',
      'An account with this phone exists: sign in or reset the password',
    );
  }
}

/** What the registration stores besides what each type adds. */
function commonFields(
  context: AuthContext,
  body: Pick<RegistrationBody, 'currency' | 'countryId' | 'bonusChoice' | 'promocode'>,
) {
  if (!isSiteCurrency(body.currency)) {
    throw new ApiError(400, 'UNKNOWN_CURRENCY', `${body.currency} is not a currency of this site`);
  }
  if (phoneCountryById(body.countryId) === undefined) {
    throw new ApiError(400, 'UNKNOWN_COUNTRY', `There is no country ${body.countryId}`);
  }
  return {
    countryId: body.countryId,
    currency: body.currency,
    bonusChoice: body.bonusChoice,
    promocode: body.promocode?.trim() || null,
    createdAt: context.clock(),
  };
}

/**
 * Adds the player with what they accepted to register: the terms in force and the site's age
 * limit, at the registration's time. Run it in the transaction that creates the account, so no
 * account exists without its acceptance.
 */
async function addAcceptingPlayer(
  tx: AuthContext,
  fields: NewPlayer,
  ageLimit: number,
): Promise<Player> {
  const player = await tx.players.add(fields);
  await recordRegistrationAcceptance(tx.database, {
    playerId: player.id,
    acceptedAt: fields.createdAt,
    termsVersion: await termsVersionInForce(tx.database),
    ageLimit,
  });
  return player;
}

/** The age a player confirms to register: the site config's, 18 while it cannot be read. */
export async function registrationAgeLimit(context: AuthContext): Promise<number> {
  const config = await context.siteConfig.read();
  return config.status === 'complete' ? config.config.ageLimit : 18;
}

const NO_CONTACTS = { email: null, emailConfirmed: false, phone: null, phoneConfirmed: false };
const NO_NAME = { name: null, surname: null, birthday: null };

/**
 * decisions.md: the four registration types. Each stores the player with the bonus choice and
 * starts the session; one_click answers its generated login and password, once.
 */
export async function register(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: RegistrationBody,
  verifySocial: (network: SocialNetwork) => VerifySocialCredential,
): Promise<RegistrationAnswer> {
  const config = await context.siteConfig.read();
  if (config.status === 'complete' && !config.config.registrationAllowed) {
    throw new ApiError(403, 'REGISTRATION_CLOSED', 'Registration is closed on this site');
  }
  const common = commonFields(context, body);
  const ageLimit = config.status === 'complete' ? config.config.ageLimit : 18;
  // The letters and SMS of a registration are written in the language of its page.
  const lng = messageLanguageOf(request);
  // Each type checks and hashes first (no transaction held open meanwhile), then names its writes.
  let write: (tx: AuthContext) => Promise<{ player: Player; answer: RegistrationAnswer }>;

  switch (body.type) {
    case 'one_click': {
      const password = generatePassword();
      const email =
        body.saveOption === CREDENTIALS_SAVE_OPTION.email
          ? emailOf(need(body.email, 'email to send the credentials to', 'one_click'))
          : null;
      const passwordHash = await hashPassword(password);
      write = async (tx) => {
        const player = await addAcceptingPlayer(
          tx,
          {
            ...common,
            ...NO_CONTACTS,
            ...NO_NAME,
            registrationType: 'one_click',
            activationType: ACTIVATION_TYPE.none,
            passwordHash,
          },
          ageLimit,
        );
        if (email !== null) {
          // The address only receives the credentials; it is not the account's e-mail until the
          // player adds it in the office, so nobody can claim an address by typing it here.
          const letter = renderMessage('credentials', lng, {
            login: String(player.id),
            password,
            stop_link: await tx.stopNewsletter.linkFor(player.id, lng),
          });
          await tx.outbox.send({
            channel: 'email',
            recipient: email,
            subject: letter.subject,
            body: letter.body,
          });
        }
        return {
          player,
          answer: { success: true, userId: player.id, login: String(player.id), password },
        };
      };
      break;
    }
    case 'phone_reg': {
      const phone = phoneOf(need(body.phone, 'phone', 'phone_reg'));
      const password = need(body.password, 'password', 'phone_reg');
      const code = need(body.smsCode, 'smsCode', 'phone_reg');
      assertPasswordAcceptable(password);
      await assertFree(context, { phone });
      const passwordHash = await hashPassword(password);
      write = async (tx) => {
        // Inside the transaction: a registration that fails later leaves the code unused.
        const use = isSmsCode(code) ? await tx.secrets.useCode('register', phone, code) : null;
        if (use?.status !== 'ok') {
          throw use?.status === 'expired'
            ? new ApiError(400, 'SMS_CODE_EXPIRED', 'The SMS code has expired: ask for a new one')
            : new ApiError(400, 'INVALID_SMS_CODE', 'The SMS code is wrong or was already used');
        }
        const player = await addAcceptingPlayer(
          tx,
          {
            ...common,
            ...NO_NAME,
            email: null,
            emailConfirmed: false,
            phone,
            // The SMS code proved the phone: nothing is left to activate.
            phoneConfirmed: true,
            registrationType: 'phone_reg',
            activationType: ACTIVATION_TYPE.phone,
            passwordHash,
          },
          ageLimit,
        );
        return { player, answer: { success: true, userId: player.id } };
      };
      break;
    }
    case 'full_reg': {
      const email = emailOf(need(body.email, 'email', 'full_reg'));
      const password = need(body.password, 'password', 'full_reg');
      const birthday = need(body.birthday, 'birthday', 'full_reg');
      const phone = body.phone === undefined || body.phone === '' ? null : phoneOf(body.phone);
      assertPasswordAcceptable(password);
      assertAdult(context, birthday, ageLimit);
      await assertFree(context, { email, phone });
      const fields: NewPlayer = {
        ...common,
        email,
        emailConfirmed: false,
        phone,
        phoneConfirmed: false,
        name: need(body.name, 'name', 'full_reg').trim(),
        surname: need(body.surname, 'surname', 'full_reg').trim(),
        birthday,
        registrationType: 'full_reg',
        activationType: activationTypeOf({ email: true, phone: phone !== null }),
        passwordHash: await hashPassword(password),
      };
      write = async (tx) => {
        const player = await addAcceptingPlayer(tx, fields, ageLimit);
        await sendEmailActivation(tx, player, email, lng);
        if (phone !== null) await sendPhoneActivation(tx, player, phone, lng);
        return { player, answer: { success: true, userId: player.id } };
      };
      break;
    }
    case 'soc_reg': {
      const network = need(body.network, 'network', 'soc_reg');
      if (!(SOCIAL_NETWORKS as readonly string[]).includes(network)) {
        throw new ApiError(400, 'UNKNOWN_SOCIAL_NETWORK', `${network} is not a social network`);
      }
      if (!AVAILABLE_SOCIAL_NETWORKS.includes(network as SocialNetwork)) {
        throw new ApiError(
          400,
          'SOCIAL_NETWORK_UNAVAILABLE',
          `Sign-in with ${network} is not offered here`,
        );
      }
      const identity = await verifySocial(network as SocialNetwork)(
        need(body.credential, 'credential', 'soc_reg'),
      );
      write = async (tx) => {
        const player = await socialPlayer(tx, network, identity, common, { ageLimit });
        return { player, answer: { success: true, userId: player.id } };
      };
      break;
    }
  }

  // Ours: the player row (and the main account its insert makes), the messages and the session
  // are kept together or not at all: a failure half-way leaves no player who never got a login,
  // no letter with credentials that do not work. The cookie is set only once they are kept.
  const visitorId = await visitorIdOf(context.database, request);
  const { player, answer, token } = await context.transaction(async (tx) => {
    const written = await write(tx);
    await takeRegistrationBonus(tx.database, {
      playerId: written.player.id,
      promocode: common.promocode,
      bonusChoice: common.bonusChoice,
      visitorId,
      now: common.createdAt,
    });
    return { ...written, token: await startSession(tx, request, written.player.id, false) };
  });
  setSessionCookie(context, reply, token, false);
  request.log.info({ userId: player.id, type: body.type }, 'auth: player registered');
  return answer;
}

function assertAdult(context: AuthContext, birthday: string, ageLimit: number) {
  const today = context.clock().toISOString().slice(0, 10);
  const check = checkAge(birthday, today, ageLimit);
  if (check === 'invalid-date' || check === 'in-the-future') {
    throw new ApiError(400, 'INVALID_BIRTHDAY', 'birthday must be a past date, YYYY-MM-DD');
  }
  if (check === 'under-age') {
    throw new ApiError(400, 'UNDER_AGE', `Players must be at least ${ageLimit} years old`, {
      ageLimit,
    });
  }
}

/**
 * The player of a social identity: the one linked to it, or a new soc_reg player. An e-mail the
 * network has verified is the account's, confirmed; an account that already has it is refused
 * rather than linked, since linking would hand that account to whoever controls the network login.
 * A new player must have accepted the terms and confirmed the age limit (`accepted`); null refuses
 * one, and signs in only a linked player. Run it in a transaction: the player, the link and the
 * acceptance are kept together.
 */
export async function socialPlayer(
  context: AuthContext,
  network: string,
  identity: GoogleIdentity,
  common: ReturnType<typeof commonFields>,
  accepted: { readonly ageLimit: number } | null,
): Promise<Player> {
  const linked = await context.players.bySocialIdentity(network, identity.subject);
  if (linked !== null) return linked;
  if (accepted === null) {
    throw new ApiError(
      400,
      'BAD_REQUEST',
      'Registering needs the terms accepted and the age limit confirmed',
      { missing: ['termsAccepted', 'ageConfirmed'] },
    );
  }
  const email =
    identity.emailVerified && identity.email !== null ? normalizeEmail(identity.email) : null;
  await assertFree(context, { email });
  const player = await addAcceptingPlayer(
    context,
    {
      ...common,
      email,
      emailConfirmed: email !== null,
      phone: null,
      phoneConfirmed: false,
      name: identity.givenName,
      surname: identity.familyName,
      birthday: null,
      registrationType: 'soc_reg',
      activationType: email === null ? ACTIVATION_TYPE.none : ACTIVATION_TYPE.email,
      passwordHash: null,
    },
    accepted.ageLimit,
  );
  await context.players.linkSocialIdentity(network, identity.subject, player.id);
  return player;
}

export { commonFields as registrationCommonFields };
