import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SYSTEM_NOTE_ICONS } from './SystemNote';

const serverSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../server/src');

/** Every `icon: '…'` the server's system notes are written with (its domains and seeds). */
function serverIconNames(directory: string): string[] {
  const names = new Set<string>();
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) for (const name of serverIconNames(full)) names.add(name);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      const text = fs.readFileSync(full, 'utf8');
      for (const match of text.matchAll(/\bicon: '([a-z][a-z-]*)'/g)) names.add(match[1]!);
      for (const match of text.matchAll(/\bsystem: '([a-z][a-z-]*)'/g)) names.add(match[1]!);
    }
  }
  return [...names].sort();
}

describe('system note icons', () => {
  it('map every system_note_icon_name the server writes', () => {
    const names = serverIconNames(serverSource);
    expect(names).toEqual(expect.arrayContaining(['epic', 'iteration', 'unlink', 'weight']));
    expect(names.filter((name) => !(name in SYSTEM_NOTE_ICONS))).toEqual([]);
  });
});

describe('a push\'s commit list', () => {
  it('collapses above 3 commits behind "Toggle commit list"', async () => {
    const { render, screen, within } = await import('@testing-library/react');
    const userEvent = (await import('@testing-library/user-event')).default;
    const { fakeNote } = await import('../../../test/fakes');
    const { NotesArea } = await import('../../../test/notesContext');
    const { SystemNote } = await import('./SystemNote');
    const items = ['a1 - One', 'b2 - Two', 'c3 - Three', 'd4 - Four', 'e5 - Five'].map((t) => `<li>${t}</li>`).join('');
    const note = fakeNote({ system: true, system_note_icon_name: 'commit', note: 'added 5 commits', note_html: `<p>added 5 commits</p><ul>${items}</ul>` });
    render(
      <NotesArea>
        <SystemNote note={note} />
      </NotesArea>,
    );
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a1 - One', 'b2 - Two', 'c3 - Three']);
    const toggle = screen.getByRole('button', { name: 'Toggle commit list' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
  });
});
