import { fakeSession } from 'shared-kernel/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { fakeIssueApi } from '../../../test/fakeIssueApi';
import IssueApp from '../../../exposes/IssueApp';
import { canSubmitLinks, type LinkedItem } from '../linkTypes';

const linked = (overrides: Partial<LinkedItem>): LinkedItem => ({
  id: 11,
  iid: 2,
  title: 'Other issue',
  state: 'opened',
  reference: '#2',
  path: '/gitlab-org/gitlab/-/issues/2',
  relation_path: '/gitlab-org/gitlab/-/issues/1/links/5',
  link_type: 'relates_to',
  ...overrides,
});

describe('canSubmitLinks (notes-area spec §5)', () => {
  it.each([
    [{ input: '', pending: [], submitting: false }, false],
    [{ input: '  ', pending: [], submitting: false }, false],
    [{ input: '#2', pending: [], submitting: false }, true],
    [{ input: '', pending: ['#2'], submitting: false }, true],
    [{ input: '#2', pending: ['#3'], submitting: true }, false],
  ])('%o → %s', (state, expected) => {
    expect(canSubmitLinks(state)).toBe(expected);
  });
});

describe('LinkedItems', () => {
  it('lists items by type and adds references with the chosen link type', { timeout: 20_000 }, async () => {
    fakeSession('developer');
    let items = [linked({}), linked({ id: 12, iid: 3, title: 'Blocker', reference: '#3', link_type: 'is_blocked_by' })];
    const posts: unknown[] = [];
    fakeIssueApi({
      override: ({ path, method, body }) => {
        if (path === '/gitlab-org/gitlab/-/issues/1/links' && method === 'GET') return { status: 200, data: items };
        if (path === '/gitlab-org/gitlab/-/issues/1/links' && method === 'POST') {
          posts.push(body);
          items = [...items, linked({ id: 13, iid: 4, title: 'Blocked one', reference: '#4', link_type: 'blocks' })];
          return { status: 200, data: { message: null, issuables: items } };
        }
        return undefined;
      },
    });
    render(
      <ThemeProvider>
        <IssueApp fullPath="gitlab-org/gitlab" iid={1} />
      </ThemeProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Linked items' }, { timeout: 10_000 });
    expect(await within(section).findByRole('link', { name: 'Other issue' })).toBeInTheDocument();
    expect(within(within(section).getByRole('list', { name: 'is blocked by' })).getByRole('link', { name: 'Blocker' })).toBeInTheDocument();

    fireEvent.click(within(section).getByRole('button', { name: 'Add' }));
    const form = within(section).getByRole('form', { name: 'Add a linked item' });
    expect(within(form).getByRole('button', { name: 'Add' })).toBeDisabled();
    fireEvent.click(within(form).getByRole('radio', { name: 'blocks' }));
    const input = within(form).getByRole('textbox', { name: 'the following issues' });
    fireEvent.change(input, { target: { value: '#4' } });
    fireEvent.keyDown(input, { key: ' ' });
    expect(within(form).getByRole('list', { name: 'Pending references' })).toHaveTextContent('#4');
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posts).toEqual([{ issuable_references: ['#4'], link_type: 'blocks' }]));
    expect(await within(section).findByRole('link', { name: 'Blocked one' })).toBeInTheDocument();
  });
});
