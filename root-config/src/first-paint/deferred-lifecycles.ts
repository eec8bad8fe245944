import type { LifeCycles } from 'single-spa';

type Lifecycle = LifeCycles['mount'];
type Step = Exclude<Lifecycle, readonly unknown[]>;
type Props = Parameters<Step>[0];

async function run(lifecycle: Lifecycle, props: Props): Promise<void> {
  for (const step of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await step(props);
}

/**
 * single-spa lifecycles that mount `inner` only once `ready` has settled (the floating
 * chrome waits for the first paint). Mounting answers at once, so single-spa's routing event, and
 * with it the bus's navigation event, is never held back; an application unmounted before `ready`
 * never mounts its inner view at all, and one mounted again mounts it once.
 */
export function deferredLifecycles(
  inner: LifeCycles,
  ready: Promise<void>,
  warn: (message: string, detail: unknown) => void,
): LifeCycles {
  /** What single-spa asked for last: mounted or not. */
  let wanted = false;
  let shown = false;
  // Inner mounts and unmounts run one after another, in the order they were asked for.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (step: () => Promise<void>) => {
    queue = queue.then(step).catch((error: unknown) => warn('a deferred view failed', error));
    return queue;
  };

  return {
    bootstrap: (props) => run(inner.bootstrap, props),
    mount(props) {
      wanted = true;
      void ready.then(() =>
        enqueue(async () => {
          if (!wanted || shown) return;
          shown = true;
          await run(inner.mount, props);
        }),
      );
      return Promise.resolve();
    },
    unmount(props) {
      wanted = false;
      return enqueue(async () => {
        if (!shown) return;
        shown = false;
        await run(inner.unmount, props);
      });
    },
  };
}
