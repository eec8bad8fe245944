import { madeWithin, SetUpGivenUp, startSetUp } from './use-set-up';

/** A promise and the function that settles it, for steps that end when the test says. */
function gate<T = void>() {
  let open: (value: T) => void = () => undefined;
  const opened = new Promise<T>((resolve) => (open = resolve));
  return { opened, open };
}

/** An undo that writes down what it undid. */
function pushTo(undone: string[]) {
  return (made: string): Promise<void> => {
    undone.push(made);
    return Promise.resolve();
  };
}

const nothingToUndo = (): Promise<void> => Promise.resolve();

describe('startSetUp', () => {
  it('tears the steps down last first', async () => {
    const undone: string[] = [];
    const setUp = startSetUp('the thing', async (steps) => {
      const a = await steps.step('a', () => Promise.resolve('A'), pushTo(undone));
      const b = await steps.step('b', () => Promise.resolve('B'), pushTo(undone));
      return a + b;
    });

    expect(await setUp.made).toBe('AB');
    expect(undone).toEqual([]);
    await setUp.tearDown();
    expect(undone).toEqual(['B', 'A']);
  });

  it('undoes the steps made when a later one fails, and rejects with its error', async () => {
    const undone: string[] = [];
    const setUp = startSetUp('the thing', async (steps) => {
      await steps.step('a', () => Promise.resolve('A'), pushTo(undone));
      await steps.step(
        'b',
        () => Promise.reject(new Error('port taken')),
        () => pushTo(undone)('B'),
      );
    });

    await expect(setUp.made).rejects.toThrow('port taken');
    expect(undone).toEqual(['A']);
    await setUp.tearDown();
    expect(undone).toEqual(['A']);
  });

  it('given up during a step, waits for it, undoes it and begins no other', async () => {
    const undone: string[] = [];
    const begun: string[] = [];
    const slowStep = gate<string>();
    const slowStepBegun = gate();
    const setUp = startSetUp('the thing', async (steps) => {
      await steps.step('a', () => Promise.resolve('A'), pushTo(undone));
      await steps.step(
        'b',
        () => {
          begun.push('b');
          slowStepBegun.open();
          return slowStep.opened;
        },
        pushTo(undone),
      );
      await steps.step('c', () => (begun.push('c'), Promise.resolve('C')), nothingToUndo);
    });
    await slowStepBegun.opened;

    let tornDown = false;
    const tearingDown = setUp.tearDown().then(() => (tornDown = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(tornDown).toBe(false);
    slowStep.open('B');
    await tearingDown;

    expect(undone).toEqual(['B', 'A']);
    expect(begun).toEqual(['b']);
    await expect(setUp.made).rejects.toBeInstanceOf(SetUpGivenUp);
  });

  it('says which undo failed after undoing the others', async () => {
    const undone: string[] = [];
    const setUp = startSetUp('the thing', async (steps) => {
      await steps.step('a', () => Promise.resolve('A'), pushTo(undone));
      await steps.step(
        'b',
        () => Promise.resolve('B'),
        () => Promise.reject(new Error('close failed')),
      );
    });
    await setUp.made;

    await expect(setUp.tearDown()).rejects.toThrow('the thing: undoing its steps failed');
    expect(undone).toEqual(['A']);
  });
});

describe('madeWithin', () => {
  it('fails past its limit naming the step under way and the steps done', async () => {
    const slowStep = gate<string>();
    const setUp = startSetUp('the ops test server', async (steps) => {
      await steps.step('starting the database', () => Promise.resolve(1), nothingToUndo);
      return steps.step('migrating the database', () => slowStep.opened, nothingToUndo);
    });

    await expect(madeWithin(setUp, 'the ops test server', 50)).rejects.toThrow(
      /^the ops test server was not ready in 0\.05 s: still migrating the database \(done: starting the database \d+\.\d s\)$/,
    );
    slowStep.open('made late');
    await setUp.tearDown();
  });

  it('answers what was made within the limit', async () => {
    const setUp = startSetUp('the thing', (steps) =>
      steps.step('a', () => Promise.resolve('A'), nothingToUndo),
    );

    expect(await madeWithin(setUp, 'the thing', 60_000)).toBe('A');
    await setUp.tearDown();
  });
});
