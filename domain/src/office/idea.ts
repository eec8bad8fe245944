/**
 * The office share-idea page (spec/shell.md section 2.5): a player sends an idea for the site, a
 * topic and a text, and reads the operator's answer on the same page. The spec names only the
 * page; the fields and their limits are ours.
 */
export const IDEA_TOPIC_MAX_LENGTH = 120;
export const IDEA_TEXT_MAX_LENGTH = 4000;
/** Ideas a player may send in one day: enough for a keen player, too few to flood the operators. */
export const IDEAS_PER_DAY = 10;

export interface Idea {
  readonly id: number;
  readonly topic: string;
  readonly text: string;
  /** ISO instant. */
  readonly createdAt: string;
  /** The operator's answer; null until there is one. */
  readonly answer: string | null;
  readonly answeredAt: string | null;
}

export type IdeaRefusal = 'IDEA_TOPIC_REQUIRED' | 'IDEA_TEXT_REQUIRED' | 'IDEA_TOO_LONG';

/** Why an idea cannot be sent as written (after trimming), or null when it can. */
export function ideaRefusal(topic: string, text: string): IdeaRefusal | null {
  if (topic.trim() === '') return 'IDEA_TOPIC_REQUIRED';
  if (text.trim() === '') return 'IDEA_TEXT_REQUIRED';
  if (topic.trim().length > IDEA_TOPIC_MAX_LENGTH || text.trim().length > IDEA_TEXT_MAX_LENGTH) {
    return 'IDEA_TOO_LONG';
  }
  return null;
}
