import { TIME_ZONE_RANGE } from '@betshell/domain';
import { Type } from 'typebox';

// The three steps of AppTheme and AppFontSize (@betshell/domain), written out so that the types
// follow the schema; the server's routes answer the domain's types, so the two cannot part.
const zeroToTwo = () => Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

// The settings of PLAYER_DISPLAY_SETTING_NAMES (@betshell/domain), written out so that the
// types follow the schema; each is absent when the player never chose it.
const settings = {
  appTheme: Type.Optional(zeroToTwo()),
  appFontSize: Type.Optional(zeroToTwo()),
  timeZone: Type.Optional(
    Type.Number({
      minimum: TIME_ZONE_RANGE.minimum,
      maximum: TIME_ZONE_RANGE.maximum,
      multipleOf: TIME_ZONE_RANGE.step,
    }),
  ),
  is12h: Type.Optional(Type.Boolean()),
  showGameId: Type.Optional(Type.Boolean()),
  appViewType: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  isGroupByCountry: Type.Optional(Type.Boolean()),
  teamLogos: Type.Optional(Type.Boolean()),
  detailedScore: Type.Optional(Type.Boolean()),
  bestMatchesOnTop: Type.Optional(Type.Boolean()),
  leftPanelHidden: Type.Optional(Type.Boolean()),
  rightPanelHidden: Type.Optional(Type.Boolean()),
};

/** GET /web-api/user/settings: the display settings the signed-in player chose. */
export const DisplaySettingsSchema = Type.Object(settings, { additionalProperties: false });

/** PUT /web-api/user/settings: at least one setting to change; the others stay. */
export const DisplaySettingsChangeSchema = Type.Object(settings, {
  additionalProperties: false,
  minProperties: 1,
});
