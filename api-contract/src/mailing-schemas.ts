import { Type } from 'typebox';

// The four flags of MAILING_FLAG_NAMES, written out so that the body's type follows the schema.
const flag = () => Type.Optional(Type.Boolean());
/** PUT /web-api/user/mailing: at least one of the player's mailing flags, each on or off. */
export const MailingChangeSchema = Type.Object(
  {
    enable_mail_news: flag(),
    enable_mail_deposit: flag(),
    enable_mail_bets: flag(),
    enable_sms_news: flag(),
  },
  { additionalProperties: false, minProperties: 1 },
);
export const MailingSchema = Type.Object({
  enable_mail_news: Type.Boolean(),
  enable_mail_deposit: Type.Boolean(),
  enable_mail_bets: Type.Boolean(),
  enable_sms_news: Type.Boolean(),
});

/** The player's mailing flags after the change. */
export const MailingAnswerSchema = Type.Object({
  success: Type.Literal(true),
  mailing: MailingSchema,
});
