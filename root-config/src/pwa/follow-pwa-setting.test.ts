import { followPwaSetting } from './follow-pwa-setting';

function workers(controller: object | null) {
  const unregister = jest.fn(() => Promise.resolve(true));
  const container = {
    controller,
    register: jest.fn(() => Promise.resolve({})),
    getRegistration: jest.fn(() => Promise.resolve({ unregister })),
  };
  return { container, unregister };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the service worker setting', () => {
  it('registers /pwa-sw.js while the config says isPwa', () => {
    const { container } = workers(null);
    followPwaSetting(container as unknown as ServiceWorkerContainer, true, jest.fn());
    expect(container.register).toHaveBeenCalledWith('/pwa-sw.js');
  });

  it('removes a worker installed before once isPwa is off', async () => {
    const { container, unregister } = workers({});
    followPwaSetting(container as unknown as ServiceWorkerContainer, false, jest.fn());
    await settle();
    expect(container.register).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalled();
  });

  it('does nothing with isPwa off and no worker in charge', () => {
    const { container } = workers(null);
    followPwaSetting(container as unknown as ServiceWorkerContainer, false, jest.fn());
    expect(container.register).not.toHaveBeenCalled();
    expect(container.getRegistration).not.toHaveBeenCalled();
  });

  it('logs a registration that fails, and throws nothing', async () => {
    const { container } = workers(null);
    container.register.mockImplementation(() => Promise.reject(new Error('blocked')));
    const log = jest.fn();
    followPwaSetting(container as unknown as ServiceWorkerContainer, true, log);
    await settle();
    expect(log).toHaveBeenCalledWith('service worker', expect.any(Error));
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => followPwaSetting(undefined, true, jest.fn())).not.toThrow();
  });
});
