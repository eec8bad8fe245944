import { Type } from 'typebox';

export const GoogleClientIdSchema = Type.Object({ clientId: Type.String() });
