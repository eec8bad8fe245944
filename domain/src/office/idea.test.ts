import { IDEA_TEXT_MAX_LENGTH, IDEA_TOPIC_MAX_LENGTH, ideaRefusal } from './idea';

describe('an idea a player shares', () => {
  it('is sent with a topic and a text', () => {
    expect(ideaRefusal('Live video', 'Please show the match next to the odds.')).toBeNull();
  });

  it('needs a topic and a text that are more than spaces', () => {
    expect(ideaRefusal('  ', 'text')).toBe('IDEA_TOPIC_REQUIRED');
    expect(ideaRefusal('topic', '\n ')).toBe('IDEA_TEXT_REQUIRED');
  });

  it('is refused over the longest topic or text', () => {
    expect(ideaRefusal('t'.repeat(IDEA_TOPIC_MAX_LENGTH + 1), 'text')).toBe('IDEA_TOO_LONG');
    expect(ideaRefusal('topic', 'x'.repeat(IDEA_TEXT_MAX_LENGTH + 1))).toBe('IDEA_TOO_LONG');
    expect(
      ideaRefusal('t'.repeat(IDEA_TOPIC_MAX_LENGTH), 'x'.repeat(IDEA_TEXT_MAX_LENGTH)),
    ).toBeNull();
  });
});
