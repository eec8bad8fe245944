import {
  SELF_ASSESSMENT_QUESTIONS,
  SELF_ASSESSMENT_THRESHOLD_MINOR,
  needsSelfAssessment,
  scoreSelfAssessment,
} from './self-assessment';

const safe = SELF_ASSESSMENT_QUESTIONS.map((q) => ({ questionId: q.id, answer: false }));

describe('self-assessment', () => {
  it('asks only for raises above the threshold', () => {
    expect(needsSelfAssessment(SELF_ASSESSMENT_THRESHOLD_MINOR)).toBe(false);
    expect(needsSelfAssessment(SELF_ASSESSMENT_THRESHOLD_MINOR + 1)).toBe(true);
  });

  it('passes when every question is answered no', () => {
    const result = scoreSelfAssessment(safe);
    expect(result.success).toBe(true);
    expect(result.questionsResult.every((r) => r.passed)).toBe(true);
  });

  it('fails on any yes and says which question', () => {
    const answers = safe.map((a) => (a.questionId === 2 ? { ...a, answer: true } : a));
    const result = scoreSelfAssessment(answers);
    expect(result.success).toBe(false);
    expect(result.questionsResult.find((r) => r.questionId === 2)?.passed).toBe(false);
  });

  it('fails when a question is missing, answered twice, or unknown', () => {
    expect(scoreSelfAssessment(safe.slice(1)).success).toBe(false);
    expect(scoreSelfAssessment([...safe, safe[0]!]).success).toBe(false);
    expect(scoreSelfAssessment([...safe, { questionId: 99, answer: false }]).success).toBe(false);
  });
});
