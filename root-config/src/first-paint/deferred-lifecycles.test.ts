import type { AppProps, LifeCycles } from 'single-spa';
import { deferredLifecycles } from './deferred-lifecycles';

function innerView() {
  const calls: string[] = [];
  const inner: LifeCycles = {
    bootstrap: () => Promise.resolve(),
    mount: (props) => {
      calls.push(`mount ${props.name}`);
      return Promise.resolve();
    },
    unmount: (props) => {
      calls.push(`unmount ${props.name}`);
      return Promise.resolve();
    },
  };
  return { inner, calls };
}

function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const props = { name: '@betshell/snow' } as AppProps;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
function run(lifecycle: LifeCycles['mount']): Promise<unknown> {
  const step = Array.isArray(lifecycle) ? lifecycle[0] : lifecycle;
  if (step === undefined) throw new Error('the lifecycle has no step');
  return step(props);
}

describe('deferred lifecycles', () => {
  it('answer a mount at once and mount the view only when the page is ready', async () => {
    const { inner, calls } = innerView();
    const { opened, open } = gate();
    const lifecycles = deferredLifecycles(inner, opened, jest.fn());

    await run(lifecycles.mount);
    await settle();
    expect(calls).toEqual([]);

    open();
    await settle();
    expect(calls).toEqual(['mount @betshell/snow']);
  });

  it('never mount a view that was unmounted before the page was ready', async () => {
    const { inner, calls } = innerView();
    const { opened, open } = gate();
    const lifecycles = deferredLifecycles(inner, opened, jest.fn());

    await run(lifecycles.mount);
    await run(lifecycles.unmount);
    open();
    await settle();
    expect(calls).toEqual([]);
  });

  it('mount the view once when it is mounted again before the page was ready', async () => {
    const { inner, calls } = innerView();
    const { opened, open } = gate();
    const lifecycles = deferredLifecycles(inner, opened, jest.fn());

    await run(lifecycles.mount);
    await run(lifecycles.unmount);
    await run(lifecycles.mount);
    open();
    await settle();
    expect(calls).toEqual(['mount @betshell/snow']);
  });

  it('pass mounts and unmounts through in order once the page is ready', async () => {
    const { inner, calls } = innerView();
    const lifecycles = deferredLifecycles(inner, Promise.resolve(), jest.fn());

    await run(lifecycles.mount);
    await settle();
    await run(lifecycles.unmount);
    await run(lifecycles.mount);
    await settle();
    expect(calls).toEqual([
      'mount @betshell/snow',
      'unmount @betshell/snow',
      'mount @betshell/snow',
    ]);
  });

  it('log a view that fails to mount and keep answering single-spa', async () => {
    const warn = jest.fn();
    const lifecycles = deferredLifecycles(
      {
        bootstrap: () => Promise.resolve(),
        mount: () => Promise.reject(new Error('no')),
        unmount: () => Promise.resolve(),
      },
      Promise.resolve(),
      warn,
    );
    await run(lifecycles.mount);
    await settle();
    expect(warn).toHaveBeenCalledWith('a deferred view failed', expect.any(Error));
    await expect(run(lifecycles.unmount)).resolves.toBeUndefined();
  });
});
