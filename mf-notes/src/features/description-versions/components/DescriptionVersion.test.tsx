import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNote } from '../../../test/fakes';
import { DescriptionVersion } from './DescriptionVersion';
import { fakeRestApi } from 'shared-kernel/testing';

const note = fakeNote({
  system: true,
  note: 'changed the description 2 times within 1 minute',
  description_version_id: 12,
  start_description_version_id: 11,
  description_diff_path: '/gitlab-org/gitlab/-/issues/1/descriptions/12/diff',
  delete_description_version_path: '/gitlab-org/gitlab/-/issues/1/descriptions/12',
  can_delete_description_version: true,
});

describe('DescriptionVersion', () => {
  it('compares the whole run on first expand, then removes the run', async () => {
    const { adapter } = fakeRestApi(({ config }) =>
      config.method === 'delete' ? { status: 200, data: {} } : { status: 200, data: '<span class="idiff deletion">old</span><span class="idiff addition">new</span>' },
    );
    const user = userEvent.setup();
    render(<DescriptionVersion note={note} />);
    await user.click(screen.getByRole('button', { name: 'Compare with previous version' }));
    expect(await screen.findByText('new')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove description history' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(adapter.mock.calls.map(([config]) => [config.method, config.url, config.params])).toEqual([
      ['get', '/gitlab-org/gitlab/-/issues/1/descriptions/12/diff', { start_version_id: 11 }],
      ['delete', '/gitlab-org/gitlab/-/issues/1/descriptions/12', { start_version_id: 11 }],
    ]);
  });

  it('says so when the changes cannot be fetched', async () => {
    fakeRestApi(() => ({ status: 500, data: {} }));
    const user = userEvent.setup();
    render(<DescriptionVersion note={{ ...note, can_delete_description_version: false }} />);
    await user.click(screen.getByRole('button', { name: 'Compare with previous version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while fetching description changes. Please try again.');
    expect(screen.queryByRole('button', { name: 'Remove description history' })).not.toBeInTheDocument();
  });

  it('shows a deleted version as Deleted without asking the server', async () => {
    const { adapter } = fakeRestApi(() => ({ status: 404, data: {} }));
    const user = userEvent.setup();
    render(<DescriptionVersion note={{ ...note, description_version_deleted: true, can_delete_description_version: false }} />);
    await user.click(screen.getByRole('button', { name: 'Compare with previous version' }));
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    expect(adapter).not.toHaveBeenCalled();
  });
});
