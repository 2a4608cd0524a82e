import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { epicFixtures } from '../epics/fixtures.testing.ts';
import { subscribeToIssuableEvents, type IssuableEvent } from './events.ts';

// The core's `updated` events say what changed, structured, so subscribers (to-dos) never read the
// history text: who was assigned and unassigned, which labels came and went, the state and milestone.

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
const seen: IssuableEvent[] = [];
beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
  subscribeToIssuableEvents('events-test', async (event) => {
    seen.push(event);
  });
});
afterAll(async () => {
  subscribeToIssuableEvents('events-test', async () => {});
  await f.t.close();
});

const lastUpdate = (id: number) => {
  const found = seen.filter((event): event is Extract<IssuableEvent, { type: 'updated' }> => event.type === 'updated' && event.issuable.id === id);
  return found[found.length - 1];
};

describe('updated events carry the structured change', () => {
  it('an issue update: assignees added and removed, labels, milestone and state', async () => {
    const issue = await f.freshIssue('developer');
    const [maintainer, developer, reporter] = await Promise.all([f.userId('maintainer'), f.userId('developer'), f.userId('reporter')]);
    const assign = await f.call('maintainer', 'PUT', `${issue.path}.json`, { issue: { assignee_ids: [maintainer, developer] } });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(lastUpdate(issue.id)?.delta).toEqual({ assignees: { added: [maintainer, developer], removed: [] } });
    expect(lastUpdate(issue.id)?.changes).toEqual(['assignees']);

    const swap = await f.call('maintainer', 'PUT', `${issue.path}.json`, { issue: { assignee_ids: [developer, reporter], state_event: 'close' } });
    expect(swap.statusCode, swap.body).toBe(200);
    expect(lastUpdate(issue.id)?.delta).toEqual({ state: { from: 'opened', to: 'closed' }, assignees: { added: [reporter], removed: [maintainer] } });

    const labelled = await f.call('maintainer', 'POST', `/gitlab-org/gitlab/notes?target_id=${issue.id}&target_type=issue`, { note: { note: '/label ~bug\n/reopen' } });
    expect(labelled.statusCode, labelled.body).toBe(200);
    const delta = lastUpdate(issue.id)?.delta;
    expect(delta?.state).toEqual({ from: 'closed', to: 'opened' });
    expect(delta?.labels?.added).toHaveLength(1);
    expect(delta?.labels?.removed).toEqual([]);
  });

  it('an epic update: labels and state', async () => {
    const epic = await e.freshEpic('reporter');
    const response = await f.call('reporter', 'PUT', `${epic.path}.json`, { epic: { state_event: 'close' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(lastUpdate(epic.id)?.delta).toEqual({ state: { from: 'opened', to: 'closed' } });
  });
});
