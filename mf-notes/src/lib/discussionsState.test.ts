import { fakeDiscussion, fakeNote } from '../test/fakes';
import { appendDiscussions, lastFetchedAtOf, mergeNotes, removeNote, replaceDiscussion } from './discussionsState';

describe('discussions state', () => {
  it('merges polled notes: replaces known ones, appends replies, starts new discussions', () => {
    const first = fakeNote({ id: '1', discussion_id: 'a', type: 'DiscussionNote' });
    const list = [fakeDiscussion([first])];
    const edited = { ...first, note_html: '<p>edited</p>' };
    const reply = fakeNote({ id: '2', discussion_id: 'a', type: 'DiscussionNote' });
    const other = fakeNote({ id: '3', discussion_id: 'b' });

    const merged = mergeNotes(list, [edited, reply, other]);

    expect(merged).toHaveLength(2);
    expect(merged[0]!.notes.map((n) => n.note_html)).toEqual(['<p>edited</p>', reply.note_html]);
    expect(merged[1]).toMatchObject({ id: 'b', individual_note: true });
  });

  it('a thread started in this page load keeps its note\'s resolve path, so it can be resolved without a reload', () => {
    const path = '/gitlab-org/gitlab/-/issues/1/discussions/n9/resolve';
    const started = fakeNote({ id: '9', discussion_id: 'n9', type: 'DiscussionNote', resolvable: true, resolve_path: path });
    const [discussion] = mergeNotes([], [started]);
    expect(discussion).toMatchObject({ id: 'n9', individual_note: false, resolvable: true, resolve_path: path });
    expect(mergeNotes([], [fakeNote({ id: '10' })])[0]!.resolve_path).toBeNull();
  });

  it('removes a note and drops a discussion left empty', () => {
    const a = fakeNote({ id: '1', discussion_id: 'a' });
    const b1 = fakeNote({ id: '2', discussion_id: 'b', type: 'DiscussionNote' });
    const b2 = fakeNote({ id: '3', discussion_id: 'b', type: 'DiscussionNote' });
    const list = [fakeDiscussion([a]), fakeDiscussion([b1, b2])];
    expect(removeNote(list, '1').map((d) => d.id)).toEqual(['b']);
    expect(removeNote(list, '3')[1]!.notes).toEqual([b1]);
  });

  it('replaces a discussion, collapsing it when it becomes resolved', () => {
    const note = fakeNote({ id: '1', discussion_id: 'a', type: 'DiscussionNote', resolvable: true });
    const list = [fakeDiscussion([note])];
    const resolved = replaceDiscussion(list, fakeDiscussion([{ ...note, resolved: true }], { resolved: true, expanded: false }));
    expect(resolved[0]).toMatchObject({ resolved: true, expanded: false });
    expect(replaceDiscussion([], list[0]!)).toHaveLength(1);
  });

  it('appends pages without duplicates and polls from the newest note', () => {
    const a = fakeDiscussion([fakeNote({ id: '1', discussion_id: 'a', updated_at: '2026-11-20T10:00:00.000Z' })]);
    const b = fakeDiscussion([fakeNote({ id: '2', discussion_id: 'b', updated_at: '2026-11-21T10:00:00.000Z' })]);
    expect(appendDiscussions([a], [a, b]).map((d) => d.id)).toEqual(['a', 'b']);
    expect(lastFetchedAtOf([a, b])).toBe((Date.parse('2026-11-21T10:00:00.000Z') - 1) * 1000);
    expect(lastFetchedAtOf([])).toBe(0);
  });
});
