import { render, screen, within } from '@testing-library/react';
import { holdFirstContent, isFirstContentShown, resetFirstContent } from 'shared-kernel/first-content';
import { fakeSession } from 'shared-kernel/testing';
import { PROJECT } from '../test/diffFixtures';
import { fakeMergeRequestApi } from '../test/fakeMergeRequestApi';
import DiffsApp from './DiffsApp';
import MergeRequestApp from './MergeRequestApp';

/** Renders as the shell's slot does: its hold (the module loading) is released once the component mounted. */
function renderInSlot(element: React.ReactElement) {
  const releaseSlot = holdFirstContent();
  const view = render(element);
  releaseSlot();
  return view;
}

/** A reply that waits until `release` is called (the route's answer is late). */
function gate() {
  let release = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  // From the document's start (the signal's fallback counts from it), with nothing on screen yet.
  vi.spyOn(performance, 'now').mockReturnValue(0);
  resetFirstContent();
  history.replaceState(null, '', `/${PROJECT}/-/merge_requests/1/diffs`);
});

describe('the merge request pages before their first content is on screen', () => {
  it('the Changes tab holds the signal until its header, file tree and first lines are shown', async () => {
    fakeSession('developer');
    const mrJson = gate();
    const firstBatch = gate();
    const api = fakeMergeRequestApi({
      override: async ({ path, params }) => {
        if (path === `/${PROJECT}/-/merge_requests/1.json`) await mrJson.opened;
        if (path.endsWith('/diffs_batch.json') && Number(params.page) === 1) await firstBatch.opened;
        return undefined;
      },
    });
    renderInSlot(<DiffsApp fullPath={PROJECT} iid={1} />);
    await settle();
    expect(isFirstContentShown()).toBe(false);

    mrJson.release();
    const tree = await screen.findByRole('tree', { name: 'Changed files' });
    expect(within(tree).getByRole('treeitem', { name: 'app/models' })).toBeInTheDocument();
    await settle();
    // The tree and the files' headers are there, the first files' lines are not: still held.
    expect(document.querySelector('[data-line-type]')).toBeNull();
    expect(isFirstContentShown()).toBe(false);

    // The viewer's drafts are secondary: read once the first content is shown.
    expect(api.requests.filter((r) => r.path.endsWith('/drafts'))).toEqual([]);

    firstBatch.release();
    await vi.waitFor(() => expect(document.querySelector('[data-line-type]')).not.toBeNull());
    await vi.waitFor(() => expect(isFirstContentShown()).toBe(true));
    await vi.waitFor(() => expect(api.requests.filter((r) => r.path.endsWith('/drafts')).length).toBeGreaterThan(0));
  });

  it('the Changes tab releases it when the first files cannot be read', async () => {
    fakeSession('developer');
    fakeMergeRequestApi({ override: ({ path }) => (path.endsWith('/diffs_batch.json') ? { status: 500, data: {} } : undefined) });
    renderInSlot(<DiffsApp fullPath={PROJECT} iid={1} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await vi.waitFor(() => expect(isFirstContentShown()).toBe(true));
  });

  it('the Overview holds it until the merge request header is shown', async () => {
    fakeSession('developer');
    const mrJson = gate();
    fakeMergeRequestApi({
      override: async ({ path }) => {
        if (path === `/${PROJECT}/-/merge_requests/1.json`) await mrJson.opened;
        return undefined;
      },
    });
    renderInSlot(<MergeRequestApp fullPath={PROJECT} iid={1} />);
    await settle();
    expect(isFirstContentShown()).toBe(false);
    mrJson.release();
    expect(await screen.findByRole('region', { name: 'Merge request header' })).toBeInTheDocument();
    await vi.waitFor(() => expect(isFirstContentShown()).toBe(true));
  });
});

describe('the Changes tab’s first reads', () => {
  it('reads the metadata and the first files without waiting for the merge request JSON', async () => {
    fakeSession('developer');
    const mrJson = gate();
    const api = fakeMergeRequestApi({
      override: async ({ path }) => {
        if (path === `/${PROJECT}/-/merge_requests/1.json`) await mrJson.opened;
        return undefined;
      },
    });
    renderInSlot(<DiffsApp fullPath={PROJECT} iid={1} />);
    const diffsReads = () => api.requests.filter((r) => r.path.endsWith('/diffs_metadata.json') || r.path.endsWith('/diffs_batch.json')).map((r) => [r.path.split('/').pop(), r.params.page ?? null]);
    await vi.waitFor(() => expect(diffsReads()).toEqual([['diffs_metadata.json', null], ['diffs_batch.json', 1], ['diffs_batch.json', 2]]));
    expect(screen.queryByRole('region', { name: 'Merge request header' })).toBeNull();

    // Header, tree and lines then come together, and nothing is read twice.
    mrJson.release();
    expect(await screen.findByRole('region', { name: 'Merge request header' })).toBeInTheDocument();
    expect(screen.getByRole('tree', { name: 'Changed files' })).toBeInTheDocument();
    expect(document.querySelector('[data-line-type]')).not.toBeNull();
    expect(api.requests.filter((r) => r.path.endsWith('/diffs_metadata.json'))).toHaveLength(1);
  });
});
