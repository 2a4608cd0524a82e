import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphqlErrors } from 'shared-kernel/testing/live';
import { fakeDiscussion, fakeNote, fakeNoteable } from '../../../test/fakes';
import { fakeNotesApi } from '../../../test/fakeNotesApi';
import { promoteErrorMessage } from '../api/promoteToTimeline';
import { fakeSession, liveGraphql } from 'shared-kernel/testing';
import { renderIssueNotes } from '../../../test/renderNotes';

const LABEL = 'Add comment to incident timeline';
const incident = (canAdd: boolean, type: 'issue' | 'incident') => fakeNoteable({ issue_type: type, current_user: { can_add_timeline_events: canAdd } });

function renderIncident(options: { canAdd?: boolean; issueType?: 'issue' | 'incident'; jsonType?: 'issue' | 'incident' } = {}) {
  const comment = fakeNote({ id: '31', note_html: '<p>Rolled back at 10:05</p>' });
  const system = fakeNote({ id: '32', system: true, system_note_icon_name: 'issue-close', note_html: '<p>closed</p>' });
  const api = fakeNotesApi({ noteable: incident(options.canAdd ?? true, options.jsonType ?? 'incident'), discussions: [fakeDiscussion([comment]), fakeDiscussion([system])] });
  renderIssueNotes({ issueType: options.issueType ?? 'incident' });
  return api;
}

describe('promote to timeline', () => {
  it('promotes a comment of an incident and says "Comment added to the timeline"', async () => {
    fakeSession('developer');
    liveGraphql.onMutation(() => ({ timelineEventPromoteFromNote: { timelineEvent: { id: 'gid://gitlab/IncidentManagement::TimelineEvent/1' }, errors: [] } }));
    const { urls } = renderIncident();
    const user = userEvent.setup();
    const comment = await screen.findByRole('listitem', { name: 'Comment by Dana Developer' });
    expect(within(screen.getByRole('listitem', { name: 'System note' })).queryByRole('button', { name: LABEL })).not.toBeInTheDocument();
    const polls = urls.filter((url) => url.endsWith('/notes')).length;
    await user.click(within(comment).getByRole('button', { name: LABEL }));
    expect(await within(comment).findByRole('status')).toHaveTextContent('Comment added to the timeline');
    expect(liveGraphql.mutations()).toEqual([{ operation: 'timelineEventPromoteFromNote', variables: { input: { noteId: 'gid://gitlab/Note/31' } } }]);
    // The history's "added an incident timeline event" is fetched at once.
    await waitFor(() => expect(urls.filter((url) => url.endsWith('/notes')).length).toBeGreaterThan(polls));
  });

  it('joins the payload errors with a period', async () => {
    fakeSession('developer');
    liveGraphql.onMutation(() => ({ timelineEventPromoteFromNote: { timelineEvent: null, errors: ['Timeline text is too long (maximum is 280 characters)', 'Occurred at is invalid'] } }));
    renderIncident();
    const user = userEvent.setup();
    const comment = await screen.findByRole('listitem', { name: 'Comment by Dana Developer' });
    await user.click(within(comment).getByRole('button', { name: LABEL }));
    expect(await within(comment).findByRole('alert')).toHaveTextContent(
      'Error promoting the note to timeline event: Timeline text is too long (maximum is 280 characters). Occurred at is invalid',
    );
    expect(promoteErrorMessage(['a', 'b'])).toBe('Error promoting the note to timeline event: a. b');
  });

  it('shows a top-level error as the server worded it, anything else with the generic text', async () => {
    fakeSession('developer');
    let fail: () => never = () => {
      throw new GraphqlErrors(['Note does not belong to an incident']);
    };
    liveGraphql.onMutation(() => fail());
    renderIncident();
    const user = userEvent.setup();
    const comment = await screen.findByRole('listitem', { name: 'Comment by Dana Developer' });
    await user.click(within(comment).getByRole('button', { name: LABEL }));
    expect(await within(comment).findByRole('alert')).toHaveTextContent('Note does not belong to an incident');
    fail = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(within(comment).getByRole('button', { name: LABEL }));
    await waitFor(() => expect(within(comment).getByRole('alert')).toHaveTextContent('Something went wrong while promoting the note to timeline event.'));
  });

  it('is offered only on incidents and with can_add_timeline_events', async () => {
    fakeSession('reporter');
    renderIncident({ canAdd: false });
    await screen.findByRole('listitem', { name: 'Comment by Dana Developer' });
    expect(screen.queryByRole('button', { name: LABEL })).not.toBeInTheDocument();
  });

  it('is not offered on issues', async () => {
    fakeSession('developer');
    renderIncident({ issueType: 'issue', jsonType: 'issue' });
    await screen.findByRole('listitem', { name: 'Comment by Dana Developer' });
    expect(screen.queryByRole('button', { name: LABEL })).not.toBeInTheDocument();
  });

  it('follows the issue JSON when the host did not say it is an incident (`/-/issues/:iid`)', async () => {
    fakeSession('developer');
    renderIncident({ issueType: 'issue', jsonType: 'incident' });
    const comment = await screen.findByRole('listitem', { name: 'Comment by Dana Developer' });
    expect(within(comment).getByRole('button', { name: LABEL })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Close incident' })).toBeInTheDocument();
  });
});
