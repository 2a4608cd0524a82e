// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHORTCUTS, TOGGLE_HELP_SHORTCUT_ID } from './defaults';
import {
  SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY,
  createShortcutRegistry,
  getShortcutRegistry,
  onHelpToggle,
  registerShortcuts,
  resetShortcutRegistry,
  type ShortcutRegistry,
} from './registry';

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

let registry: ShortcutRegistry;

beforeEach(() => {
  registry = createShortcutRegistry();
});

afterEach(() => {
  registry.destroy();
  resetShortcutRegistry();
  localStorage.clear();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('single keys and modifiers', () => {
  it('calls the handler and prevents the default', () => {
    const edit = vi.fn();
    registry.register('issue', [{ id: 'edit-description', keys: 'e', description: 'Edit', customizable: true, handler: edit }]);
    const event = press('e');
    expect(edit).toHaveBeenCalledWith(event);
    expect(event.defaultPrevented).toBe(true);
    expect(press('x').defaultPrevented).toBe(false);
  });

  it('takes keys, description and customizability from DEFAULT_SHORTCUTS', () => {
    const projects = vi.fn();
    registry.register('global', [{ id: 'go-to-your-projects', handler: projects }]);
    press('p');
    expect(projects).not.toHaveBeenCalled();
    press('P', { shiftKey: true });
    expect(projects).toHaveBeenCalledOnce();
    expect(registry.list()).toEqual([
      expect.objectContaining({ scope: 'global', id: 'go-to-your-projects', keys: ['shift+p'], description: 'Go to your projects', customizable: true }),
    ]);
  });

  it('needs keys for shortcuts outside the default table', () => {
    expect(() => registry.register('x', [{ id: 'unknown', handler: () => {} }])).toThrow('needs keys');
  });
});

describe('sequences', () => {
  it('runs `g i` and prefers it over a single key ending the sequence', () => {
    const issues = vi.fn();
    const previous = vi.fn();
    const pipelines = vi.fn();
    registry.register('project', [
      { id: 'go-to-project-issues', handler: issues },
      { id: 'go-to-project-pipelines', handler: pipelines },
      { id: 'previous-unresolved-thread', handler: previous },
    ]);
    press('g');
    press('i');
    expect(issues).toHaveBeenCalledOnce();
    press('g');
    press('p');
    expect(pipelines).toHaveBeenCalledOnce();
    expect(previous).not.toHaveBeenCalled();
    press('p');
    expect(previous).toHaveBeenCalledOnce();
  });

  it('forgets a started sequence after the timeout', () => {
    vi.useFakeTimers();
    const issues = vi.fn();
    registry.register('project', [{ id: 'go-to-project-issues', handler: issues }]);
    press('g');
    vi.advanceTimersByTime(1001);
    press('i');
    expect(issues).not.toHaveBeenCalled();
  });

  it('restarts a sequence after a stray key', () => {
    const issues = vi.fn();
    registry.register('project', [{ id: 'go-to-project-issues', handler: issues }]);
    press('g');
    press('x');
    press('i');
    expect(issues).not.toHaveBeenCalled();
    press('g');
    press('g');
    press('i');
    expect(issues).toHaveBeenCalledOnce();
  });
});

describe('typing', () => {
  it('ignores keystrokes in inputs, textareas and contenteditable, except mod+enter and escape', () => {
    const edit = vi.fn();
    const submit = vi.fn();
    const cancel = vi.fn();
    registry.register('notes', [
      { id: 'edit-description', handler: edit },
      { id: 'submit', keys: 'mod+enter', description: 'Submit', customizable: false, handler: submit },
      { id: 'cancel', keys: 'escape', description: 'Cancel', customizable: false, handler: cancel },
    ]);
    document.body.innerHTML = '<input id="i"><textarea id="t"></textarea><div contenteditable="true"><p id="p">x</p></div>';
    for (const id of ['i', 't', 'p']) press('e', {}, document.getElementById(id)!);
    expect(edit).not.toHaveBeenCalled();
    press('Enter', { ctrlKey: true }, document.getElementById('t')!);
    press('Enter', { metaKey: true }, document.getElementById('p')!);
    press('Escape', {}, document.getElementById('i')!);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(cancel).toHaveBeenCalledOnce();
  });
});

describe('customisation', () => {
  it('applies stored rebindings to customizable shortcuts only', () => {
    localStorage.setItem(
      SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY,
      JSON.stringify({ 'edit-description': ['shift+e'], [TOGGLE_HELP_SHORTCUT_ID]: ['h'] }),
    );
    const edit = vi.fn();
    const help = vi.fn();
    registry.register('issue', [{ id: 'edit-description', handler: edit }]);
    registry.onHelpToggle(help);
    press('e');
    press('h');
    expect(edit).not.toHaveBeenCalled();
    expect(help).not.toHaveBeenCalled();
    press('E', { shiftKey: true });
    press('?', { shiftKey: true });
    expect(edit).toHaveBeenCalledOnce();
    expect(help).toHaveBeenCalledOnce();
  });

  it('stores, resets and refuses customisations', () => {
    const label = vi.fn();
    registry.register('issue', [{ id: 'change-label', handler: label }]);
    expect(registry.customize('change-label', 'g l')).toBe(true);
    expect(JSON.parse(localStorage.getItem(SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY)!)).toEqual({ 'change-label': ['g l'] });
    press('l');
    expect(label).not.toHaveBeenCalled();
    press('g');
    press('l');
    expect(label).toHaveBeenCalledOnce();
    expect(registry.list()[0]).toMatchObject({ keys: ['g l'], defaultKeys: ['l'], customized: true });
    expect(registry.customize(TOGGLE_HELP_SHORTCUT_ID, 'h')).toBe(false);
    expect(() => registry.customize('change-label', 'hyper+l')).toThrow();
    registry.customize('change-label', null);
    expect(localStorage.getItem(SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY)).toBeNull();
    press('l');
    expect(label).toHaveBeenCalledTimes(2);
  });

  it('disables a shortcut customised to no keys', () => {
    const assignee = vi.fn();
    registry.register('issue', [{ id: 'change-assignee', handler: assignee }]);
    registry.customize('change-assignee', []);
    press('a');
    expect(assignee).not.toHaveBeenCalled();
  });

  it('logs and ignores storage errors and bad JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY, '{oops');
    const milestone = vi.fn();
    registry.register('issue', [{ id: 'change-milestone', handler: milestone }]);
    press('m');
    expect(milestone).toHaveBeenCalledOnce();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(registry.customize('change-milestone', 'shift+m')).toBe(true);
    press('M', { shiftKey: true });
    expect(milestone).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('unregister', () => {
  it('stops handling keys, restores earlier registrations and detaches the listener', () => {
    const remove = vi.spyOn(document, 'removeEventListener');
    const outer = vi.fn();
    const inner = vi.fn();
    const unregisterOuter = registry.register('issue', [{ id: 'edit-description', handler: outer }]);
    const unregisterInner = registry.register('note', [{ id: 'edit-description', handler: inner }]);
    press('e');
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
    unregisterInner();
    unregisterInner();
    press('e');
    expect(outer).toHaveBeenCalledOnce();
    unregisterOuter();
    press('e');
    expect(outer).toHaveBeenCalledOnce();
    expect(remove).toHaveBeenCalledWith('keydown', expect.any(Function));
  });

  it('notifies subscribers of changes', () => {
    const changed = vi.fn();
    registry.subscribe(changed);
    const unregister = registry.register('issue', [{ id: 'edit-description', handler: () => {} }]);
    unregister();
    expect(changed).toHaveBeenCalledTimes(2);
  });
});

describe('help toggle and the page-wide registry', () => {
  it('toggles help with ? only while someone listens, and lists it as non-customizable', () => {
    const help = vi.fn();
    expect(press('?', { shiftKey: true }).defaultPrevented).toBe(false);
    const stop = onHelpToggle(help);
    press('?', { shiftKey: true });
    getShortcutRegistry().toggleHelp();
    expect(help).toHaveBeenCalledTimes(2);
    expect(getShortcutRegistry().list()).toEqual([expect.objectContaining({ id: TOGGLE_HELP_SHORTCUT_ID, keys: ['?'], customizable: false })]);
    stop();
    press('?', { shiftKey: true });
    expect(help).toHaveBeenCalledTimes(2);
  });

  it('shares one registry per page', () => {
    const reply = vi.fn();
    const unregister = registerShortcuts('notes', [{ id: 'comment-or-reply', handler: reply }]);
    expect(getShortcutRegistry()).toBe(getShortcutRegistry());
    press('r');
    unregister();
    press('r');
    expect(reply).toHaveBeenCalledOnce();
  });

  it('holds the defaults of the notes-area spec', () => {
    expect(DEFAULT_SHORTCUTS.map((entry) => entry.keys)).toEqual([
      '?', 'shift+p', 'shift+g', 'shift+i', 'shift+m', 'shift+t', 'g i', 'g m', 'g p', 'r', 'e', 'l', 'a', 'm', 'n', 'p', 'b', 'c r',
    ]);
    expect(DEFAULT_SHORTCUTS.filter((entry) => !entry.customizable).map((entry) => entry.id)).toEqual([TOGGLE_HELP_SHORTCUT_ID]);
  });
});
