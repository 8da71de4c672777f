import { describe, expect, it } from 'vitest';
import {
  type ContainerLike,
  type RegistrationLike,
  SKIP_WAITING,
  updateActivator,
  watchRegistration,
} from './register-sw.ts';

class FakeWorker extends EventTarget {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
}

class FakeContainer extends EventTarget implements ContainerLike {
  controller: unknown = null;
}

function watch(registration: FakeRegistration, container = new FakeContainer()) {
  const reports: string[] = [];
  watchRegistration(registration, container, {
    offlineReady: () => reports.push('offline-ready'),
    updateReady: () => reports.push('update-ready'),
  });
  return { reports, container };
}

describe('watchRegistration', () => {
  it('reports ready-offline once the first worker is activated, never an update', () => {
    const registration = new FakeRegistration();
    const first = new FakeWorker();
    registration.installing = first;
    const { reports, container } = watch(registration);
    first.become('installed');
    registration.installing = null;
    registration.active = first;
    first.become('activated');
    // clientsClaim: the first worker takes the page, which is not an update.
    container.dispatchEvent(new Event('controllerchange'));
    expect(reports).toEqual(['offline-ready']);
  });

  it('reports an update when a new worker is installed next to the active one', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    const container = new FakeContainer();
    container.controller = registration.active;
    const { reports } = watch(registration, container);
    const next = new FakeWorker();
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = next;
    next.become('installed');
    expect(reports).toEqual(['update-ready']);
  });

  it('reports an update already waiting when the page opens', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    registration.waiting = new FakeWorker();
    expect(watch(registration).reports).toEqual(['update-ready']);
  });

  it('reports an update when another tab let the new version take over this page', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    const container = new FakeContainer();
    container.controller = registration.active;
    const { reports } = watch(registration, container);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reports).toEqual(['update-ready']);
  });
});

describe('updateActivator (the Reload action)', () => {
  it('asks the waiting worker to take over and reloads once it controls the page', () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    registration.waiting = waiting;
    const container = new FakeContainer();
    let reloads = 0;
    const activate = updateActivator(registration, container, () => reloads++);
    activate();
    expect(waiting.messages).toEqual([SKIP_WAITING]);
    expect(reloads).toBe(0);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloads).toBe(1);
  });

  it('reloads at once when the new version already took over (from another tab)', () => {
    let reloads = 0;
    updateActivator(new FakeRegistration(), new FakeContainer(), () => reloads++)();
    expect(reloads).toBe(1);
  });
});
