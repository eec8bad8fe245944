// The set-up of a describe block (a database, an app, a listening server) made in named steps, so
// that its tear-down stops whatever was started, even when jest gave up on it. When a beforeAll
// times out, jest runs afterAll at once and then tears the file's environment down while the
// set-up's promise runs on: what it makes after that (an app listening on a port) nobody closes,
// and jest, which runs test files in its own process on two cores, never exits. Here the tear-down
// waits for the step under way, undoes every step made (last first) and no later step begins.

/** Hands a set-up its steps. */
export interface SetUpSteps {
  /**
   * Runs `make`, named for the message of a set-up that takes too long; `undo` reverses it at
   * tear-down, or at once when the set-up failed or was given up meanwhile.
   */
  step<T>(name: string, make: () => Promise<T>, undo: (made: T) => Promise<unknown>): Promise<T>;
}

/** A set-up under way or made. */
export interface SetUp<T> {
  /** What it made; rejects when a step failed, after undoing the steps made before. */
  readonly made: Promise<T>;
  /** The step under way and the steps done with their times, for a message. */
  readonly progress: string;
  /** Gives the set-up up if it is under way, waits for its step, undoes every step made. */
  tearDown(): Promise<void>;
}

/** Thrown by a step begun or ended after the tear-down started. */
export class SetUpGivenUp extends Error {}

export function startSetUp<T>(what: string, make: (steps: SetUpSteps) => Promise<T>): SetUp<T> {
  const undos: (() => Promise<unknown>)[] = [];
  const done: string[] = [];
  let current: string | undefined;
  let givenUp = false;

  const undoAll = async (): Promise<void> => {
    const errors: unknown[] = [];
    for (let undo = undos.pop(); undo !== undefined; undo = undos.pop()) {
      try {
        await undo();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, `${what}: undoing its steps failed`);
  };

  const steps: SetUpSteps = {
    async step(name, makeStep, undo) {
      if (givenUp) throw new SetUpGivenUp(`${what} was given up before ${name}`);
      current = name;
      const started = performance.now();
      const madeStep = await makeStep();
      undos.push(() => undo(madeStep));
      done.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
      current = undefined;
      if (givenUp) throw new SetUpGivenUp(`${what} was given up during ${name}`);
      return madeStep;
    },
  };

  const made = (async () => {
    try {
      return await make(steps);
    } catch (error) {
      await undoAll().catch((undoError: unknown) => {
        throw new AggregateError([error, undoError], `${what} failed and undoing it failed too`);
      });
      throw error;
    }
  })();
  // A set-up given up rejects with nobody awaiting it but the tear-down.
  made.catch(() => undefined);

  return {
    made,
    get progress() {
      const doing = current === undefined ? 'between steps' : `still ${current}`;
      return `${doing} (done: ${done.length === 0 ? 'nothing' : done.join(', ')})`;
    },
    async tearDown() {
      givenUp = true;
      await made.catch(() => undefined);
      await undoAll();
    },
  };
}

/** What a set-up made, or a rejection saying which step it was still in after `limitMs`. */
export async function madeWithin<T>(setUp: SetUp<T>, what: string, limitMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} was not ready in ${limitMs / 1000} s: ${setUp.progress}`)),
      limitMs,
    );
  });
  try {
    return await Promise.race([setUp.made, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Jest's own limit on the hooks comes later than ours, so that the message is ours. */
const JEST_LIMIT_MARGIN_MS = 10_000;

/**
 * Makes the block's set-up before its tests (within `limitMs`, or the hook fails saying which step
 * it was in) and tears it down after them, whether it was made, failed or is still under way.
 * The answer gives what was made, to tests and to the hooks declared after this call.
 */
export function useSetUp<T>(
  what: string,
  limitMs: number,
  make: (steps: SetUpSteps) => Promise<T>,
): () => T {
  let setUp: SetUp<T> | undefined;
  let made: { readonly value: T } | undefined;
  beforeAll(async () => {
    setUp = startSetUp(what, make);
    made = { value: await madeWithin(setUp, what, limitMs) };
  }, limitMs + JEST_LIMIT_MARGIN_MS);
  afterAll(() => setUp?.tearDown(), limitMs + JEST_LIMIT_MARGIN_MS);
  return () => {
    if (made === undefined) throw new Error(`${what} is used before it is made`);
    return made.value;
  };
}
