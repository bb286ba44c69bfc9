// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from './log';
import { registerServiceWorkerAfterLoad } from './service-worker';

afterEach(() => vi.restoreAllMocks());

function withServiceWorker(register: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
}

describe('registering the service worker', () => {
  it('logs the scope it was registered for', async () => {
    const info = vi.spyOn(log, 'info').mockImplementation(() => undefined);
    withServiceWorker(() => Promise.resolve({ scope: 'http://localhost/' }));
    registerServiceWorkerAfterLoad();
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('Service worker registered', 'http://localhost/'));
  });

  it('takes a registration answered with nothing (a browser blocking service workers) without throwing', async () => {
    const info = vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    withServiceWorker(() => Promise.resolve(undefined));
    registerServiceWorkerAfterLoad();
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('Service worker registered', 'without a registration'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
