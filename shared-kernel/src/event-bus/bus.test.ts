// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as BusModule from './index';

type Bus = typeof BusModule;

/** A fresh, independently evaluated copy of the module, as a remote bringing its own kernel would have. */
async function freshCopy(): Promise<Bus> {
  vi.resetModules();
  return import('./index');
}

const status = { issuableType: 'issue', id: 11, iid: 3, fullPath: 'group/project', state: 'closed' } as const;

afterEach(async () => {
  (await import('./index')).resetEventBus();
});

describe('event bus', () => {
  it('is one bus for two independently imported copies of the kernel', async () => {
    const first = await freshCopy();
    const second = await freshCopy();
    expect(first.getEventBus).not.toBe(second.getEventBus);

    const received: unknown[] = [];
    second.subscribe('status-changed', (envelope) => received.push(envelope.payload));
    const envelope = first.publish('status-changed', status, { source: 'mf-issue' });

    expect(received).toEqual([status]);
    expect(envelope).toMatchObject({ type: 'status-changed', version: 1, source: 'mf-issue', payload: status });
    expect(new Date(envelope.at).toISOString()).toBe(envelope.at);
  });

  it('delivers only the subscribed type and stops after unsubscribe', async () => {
    const bus = await freshCopy();
    const handler = vi.fn();
    const unsubscribe = bus.subscribe('sidebar-collapse', handler);
    bus.publish('status-changed', status, { source: 'test' });
    bus.publish('sidebar-collapse', { collapsed: true, sidebar: 'right' }, { source: 'test' });
    unsubscribe();
    bus.publish('sidebar-collapse', { collapsed: false, sidebar: 'right' }, { source: 'test' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]![0].payload).toEqual({ collapsed: true, sidebar: 'right' });
  });

  it('exposes envelopes as an observable, filtered or not', async () => {
    const bus = await freshCopy();
    const all: string[] = [];
    const notes: number[] = [];
    const a = bus.events$().subscribe((envelope) => all.push(envelope.type));
    const b = bus.events$('note-added').subscribe((envelope) => notes.push(envelope.payload.noteId));
    bus.publish('note-added', { noteableType: 'Issue', noteableId: 1, noteId: 7, discussionId: 'abc' }, { source: 'mf-notes' });
    bus.publish('sidebar-collapse', { collapsed: true, sidebar: 'left' }, { source: 'shell' });
    a.unsubscribe();
    b.unsubscribe();
    expect(all).toEqual(['note-added', 'sidebar-collapse']);
    expect(notes).toEqual([7]);
  });

  it('refuses to publish a payload that does not match the catalogue', async () => {
    const bus = await freshCopy();
    const bad = { ...status, state: 'archived' } as unknown as typeof status;
    expect(() => bus.publish('status-changed', bad, { source: 'test' })).toThrow(bus.InvalidEventError);
  });

  it('drops an invalid envelope on receipt with a warning, never throwing to subscribers', async () => {
    const bus = await freshCopy();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = vi.fn();
    bus.subscribe('status-changed', handler);
    // An old remote sending an old shape straight onto the shared channel.
    const slot = (globalThis as unknown as Record<symbol, { subject: { next(value: unknown): void } }>)[
      Symbol.for('shared-kernel.event-bus.v1')
    ]!;
    expect(() =>
      slot.subject.next({ type: 'status-changed', version: 1, source: 'old', at: new Date().toISOString(), payload: { id: '11' } }),
    ).not.toThrow();
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();

    slot.subject.next({ type: 'from-the-future', version: 1, source: 'new', at: new Date().toISOString(), payload: {} });
    expect(warn).toHaveBeenCalledOnce();

    bus.publish('status-changed', status, { source: 'test' });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('mirrors every published envelope to a DOM CustomEvent on window', async () => {
    const bus = await freshCopy();
    const listener = vi.fn((event: Event) => (event as CustomEvent).detail);
    window.addEventListener('platform:status-changed', listener);
    const envelope = bus.publish('status-changed', status, { source: 'test' });
    window.removeEventListener('platform:status-changed', listener);
    expect(listener).toHaveBeenCalledOnce();
    expect(listener.mock.results[0]!.value).toEqual(envelope);
  });

  it('mirrors once even with two copies loaded', async () => {
    const first = await freshCopy();
    const second = await freshCopy();
    first.getEventBus();
    second.getEventBus();
    const listener = vi.fn();
    window.addEventListener('platform:sidebar-collapse', listener);
    second.publish('sidebar-collapse', { collapsed: true, sidebar: 'left' }, { source: 'test' });
    window.removeEventListener('platform:sidebar-collapse', listener);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('accepts envelopes a host page publishes with platform:publish, without echoing them back', async () => {
    const bus = await freshCopy();
    const handler = vi.fn();
    const echo = vi.fn();
    bus.subscribe('sidebar-collapse', handler);
    window.addEventListener('platform:sidebar-collapse', echo);
    const envelope = { type: 'sidebar-collapse', version: 1, source: 'host', at: new Date().toISOString(), payload: { collapsed: false, sidebar: 'left' } };
    window.dispatchEvent(new CustomEvent('platform:publish', { detail: envelope }));
    window.removeEventListener('platform:sidebar-collapse', echo);
    expect(handler).toHaveBeenCalledOnce();
    expect(handler.mock.calls[0]![0]).toEqual(envelope);
    expect(echo).not.toHaveBeenCalled();
  });

  it('drops an invalid envelope a host page publishes', async () => {
    const bus = await freshCopy();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = vi.fn();
    bus.subscribe('sidebar-collapse', handler);
    window.dispatchEvent(new CustomEvent('platform:publish', { detail: { type: 'sidebar-collapse', payload: { collapsed: 'yes' } } }));
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
  });
});
