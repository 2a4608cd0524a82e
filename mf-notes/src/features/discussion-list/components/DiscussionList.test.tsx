import { render, screen, within } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { fakeDiscussion, fakeNote } from '../../../test/fakes';
import { NotesArea } from '../../../test/notesContext';
import { DiscussionList, VIRTUALIZE_FROM } from './DiscussionList';


function renderList(count: number, extra: Partial<Parameters<typeof DiscussionList>[0]> = {}) {
  const discussions = Array.from({ length: count }, (_, i) => fakeDiscussion([fakeNote({ id: String(1000 + i), note_html: `<p>Note number ${i}</p>` })]));
  return render(
    <NotesArea>
      <DiscussionList status="ready" loadingMore={false} discussions={discussions} sort="asc" {...extra} />
    </NotesArea>,
  );
}

describe('DiscussionList', () => {
  it('renders every discussion of a short timeline, newest first when asked', () => {
    renderList(5, { sort: 'desc' });
    const items = within(screen.getByRole('list', { name: 'Comments and activity' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Note number 4');
  });

  it('shows as many skeletons as prerendered notes while loading', () => {
    render(
      <NotesArea>
        <DiscussionList status="loading" loadingMore={false} discussions={[]} sort="asc" skeletonCount={5} />
      </NotesArea>,
    );
    expect(screen.getByLabelText('Loading comments').children).toHaveLength(5);
  });

  it('draws the first rows of a long timeline in its first render, before the window is measured', () => {
    // What the first commit put in the document, read in that commit (after the list's layout effects' reads, before their re-render).
    const firstCommit: string[][] = [];
    function FirstCommit() {
      const done = useRef(false);
      useLayoutEffect(() => {
        if (done.current) return;
        done.current = true;
        firstCommit.push(Array.from(document.querySelectorAll('li[data-discussion-id]'), (row) => row.textContent ?? ''));
      });
      return null;
    }
    const discussions = Array.from({ length: 200 }, (_, i) => fakeDiscussion([fakeNote({ id: String(1000 + i), note_html: `<p>Note number ${i}</p>` })]));
    render(
      <NotesArea>
        <DiscussionList status="ready" loadingMore={false} discussions={discussions} sort="asc" />
        <FirstCommit />
      </NotesArea>,
    );
    const [drawn = []] = firstCommit;
    expect(drawn.length).toBeGreaterThan(2);
    expect(drawn.length).toBeLessThan(VIRTUALIZE_FROM);
    expect(drawn[0]).toContain('Note number 0');
  });

});

describe('edited notes', () => {
  it('say who edited them and when', () => {
    const editor = { id: 4, username: 'max', name: 'Max Maintainer', avatar_url: null, web_url: '/max', path: '/max' };
    const edited = fakeNote({ id: '61', last_edited_at: '2026-11-20T11:00:00.000Z', last_edited_by: editor });
    const anonymous = fakeNote({ id: '62', last_edited_at: '2026-11-20T11:00:00.000Z', last_edited_by: null });
    render(
      <NotesArea>
        <DiscussionList status="ready" loadingMore={false} discussions={[fakeDiscussion([edited]), fakeDiscussion([anonymous]), fakeDiscussion([fakeNote({ id: '63' })])]} sort="asc" />
      </NotesArea>,
    );
    const [first, second, third] = screen.getAllByRole('listitem', { name: 'Comment by Dana Developer' });
    expect(first).toHaveTextContent(/Edited .*by Max Maintainer/);
    expect(within(first!).getByRole('link', { name: 'Max Maintainer' })).toHaveAttribute('href', '/max');
    expect(second).toHaveTextContent('Edited');
    expect(second).not.toHaveTextContent(/Edited .*by/);
    expect(third).not.toHaveTextContent('Edited');
    expect([...first!.querySelectorAll('relative-time')].map((time) => time.getAttribute('datetime'))).toContain('2026-11-20T11:00:00.000Z');
  });
});
