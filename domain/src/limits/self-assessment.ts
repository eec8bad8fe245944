/**
 * decisions.md: raising a limit above the site's threshold asks a short self-assessment; the
 * change is accepted only when the answers pass. The questions are the PGSI-style screening a
 * regulator expects (ours: the spec gives none); each is a yes/no question whose safe answer is
 * "no", and the test passes when every answer is safe. Texts are dictionary keys.
 */
export const SELF_ASSESSMENT_QUESTIONS = [
  { id: 1, key: 'responsible_gaming_question_chasing' },
  { id: 2, key: 'responsible_gaming_question_more_than_afford' },
  { id: 3, key: 'responsible_gaming_question_borrowed' },
  { id: 4, key: 'responsible_gaming_question_guilty' },
] as const;

export interface SelfAssessmentQuestion {
  readonly id: number;
  readonly key: string;
}

/** Raises to more than this, in minor units, ask the questions (100 000.00 in any currency). */
export const SELF_ASSESSMENT_THRESHOLD_MINOR = 10_000_000;

export function needsSelfAssessment(raisedToMinor: number): boolean {
  return raisedToMinor > SELF_ASSESSMENT_THRESHOLD_MINOR;
}

export interface SelfAssessmentAnswer {
  readonly questionId: number;
  readonly answer: boolean;
}

export interface SelfAssessmentResult {
  readonly questionsResult: { readonly questionId: number; readonly passed: boolean }[];
  readonly success: boolean;
}

/** Every question must be answered once; any "yes" fails the test. */
export function scoreSelfAssessment(
  answers: readonly SelfAssessmentAnswer[],
): SelfAssessmentResult {
  const questionsResult = SELF_ASSESSMENT_QUESTIONS.map((question) => {
    const given = answers.filter((answer) => answer.questionId === question.id);
    return { questionId: question.id, passed: given.length === 1 && given[0]?.answer === false };
  });
  const known = answers.every((answer) =>
    SELF_ASSESSMENT_QUESTIONS.some((question) => question.id === answer.questionId),
  );
  return { questionsResult, success: known && questionsResult.every((result) => result.passed) };
}
