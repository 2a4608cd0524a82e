import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BaseStyles, ThemeProvider } from 'shared-kernel/primer';
import { createShortcutRegistry, SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY, type ShortcutRegistry } from 'shared-kernel/shortcuts';
import { ShortcutsDialog } from './ShortcutsDialog';
import { chordToSpec, groupByScope, matchesQuery, scopeTitle } from './listing';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

let registry: ShortcutRegistry | undefined;
afterEach(() => registry?.destroy());

function setup() {
  const storage = memoryStorage();
  registry = createShortcutRegistry({ target: document, storage });
  registry.onHelpToggle(() => {});
  registry.register('global', [{ id: 'go-to-your-projects', handler: () => {} }]);
  registry.register('issue', [{ id: 'edit-description', handler: () => {} }]);
  render(
    <ThemeProvider>
      <BaseStyles>
        <ShortcutsDialog registry={registry} onClose={() => {}} />
      </BaseStyles>
    </ThemeProvider>,
  );
  return { storage, registry };
}

describe('ShortcutsDialog', () => {
  it('lists the registered shortcuts by scope, with their keys', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const global = within(dialog).getByRole('region', { name: 'Global shortcuts' });
    expect(within(global).getByRole('listitem', { name: 'Toggle keyboard shortcuts help' })).toBeInTheDocument();
    const projects = within(global).getByRole('listitem', { name: 'Go to your projects' });
    expect(within(projects).getByText('Shift')).toBeInTheDocument();
    expect(within(projects).getByText('P')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Issues' })).toHaveTextContent('Edit description');
  });

  it('offers no rebinding for the help toggle, which is not customizable', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Change keys for Toggle keyboard shortcuts help' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change keys for Edit description' })).toBeInTheDocument();
  });

  it('filters by the search box', async () => {
    setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search keyboard shortcuts' }), 'projects');
    expect(screen.getByRole('listitem', { name: 'Go to your projects' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Edit description' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search keyboard shortcuts' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search keyboard shortcuts' }), 'nothing like this');
    expect(screen.getByText('No shortcuts match your search.')).toBeInTheDocument();
  });

  it('rebinds a shortcut to a recorded sequence, stores it, and restores the default', async () => {
    const { storage, registry: r } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Change keys for Edit description' }));
    const input = screen.getByRole('textbox', { name: /New keys for/ });
    await userEvent.type(input, 'g');
    await userEvent.type(input, 'e');
    await userEvent.type(input, '{Enter}');
    expect(r.list().find((l) => l.id === 'edit-description')?.keys).toEqual(['g e']);
    expect(JSON.parse(storage.values.get(SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY)!)).toEqual({ 'edit-description': ['g e'] });
    const row = screen.getByRole('listitem', { name: 'Edit description' });
    expect(within(row).getByText('G')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Restore default keys for Edit description' }));
    expect(r.list().find((l) => l.id === 'edit-description')?.keys).toEqual(['e']);
    expect(storage.values.has(SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY)).toBe(false);
  });

  it('records modifier chords and refuses to save an empty recording', async () => {
    const { registry: r } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Change keys for Go to your projects' }));
    const input = screen.getByRole('textbox', { name: /New keys for/ });
    await userEvent.type(input, '{Enter}');
    expect(screen.getByText('Press the keys of the new shortcut, then Enter.')).toBeInTheDocument();
    await userEvent.type(input, '{Shift>}O{/Shift}{Enter}');
    expect(r.list().find((l) => l.id === 'go-to-your-projects')?.keys).toEqual(['shift+o']);
    await userEvent.click(screen.getByRole('button', { name: 'Restore all defaults' }));
    expect(r.list().find((l) => l.id === 'go-to-your-projects')?.keys).toEqual(['shift+p']);
  });

  it('Escape in the recorder cancels without changing anything', async () => {
    const { registry: r } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Change keys for Edit description' }));
    await userEvent.type(screen.getByRole('textbox', { name: /New keys for/ }), 'x{Escape}');
    expect(screen.queryByRole('textbox', { name: /New keys for/ })).not.toBeInTheDocument();
    expect(r.list().find((l) => l.id === 'edit-description')?.keys).toEqual(['e']);
  });
});

describe('shortcut listing helpers', () => {
  const listing = (scope: string, id: string, description = id) => ({ scope, id, keys: ['x'], defaultKeys: ['x'], description, customizable: true, customized: false });

  it('groups by scope, global first, unknown scopes last, each id once', () => {
    const groups = groupByScope([listing('notes', 'n'), listing('custom', 'c'), listing('global', 'g'), listing('issue', 'n')]);
    expect(groups.map(([scope]) => scope)).toEqual(['global', 'notes', 'custom']);
  });

  it('matches descriptions and keys case-insensitively', () => {
    expect(matchesQuery(listing('issue', 'e', 'Edit description'), 'EDIT')).toBe(true);
    expect(matchesQuery(listing('issue', 'e', 'Edit description'), 'x')).toBe(true);
    expect(matchesQuery(listing('issue', 'e', 'Edit description'), 'label')).toBe(false);
  });

  it('titles scopes and writes chords as key specs', () => {
    expect(scopeTitle('notes')).toBe('Comments and threads');
    expect(scopeTitle('roadmap')).toBe('Roadmap');
    expect(chordToSpec({ key: 'p', shift: true, alt: false, mod: false })).toBe('shift+p');
    expect(chordToSpec({ key: '?', shift: true, alt: false, mod: false })).toBe('?');
    expect(chordToSpec({ key: 'enter', shift: false, alt: false, mod: true })).toBe('mod+enter');
  });
});
