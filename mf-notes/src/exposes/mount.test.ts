import { act, screen } from '@testing-library/react';
import { resetPlatformConfig } from 'shared-kernel/api';
import { fakeEpicNotesApi } from '../test/fakeEpicNotesApi';
import { fakeDiscussion, fakeNote } from '../test/fakes';
import { fakeNotesApi } from '../test/fakeNotesApi';
import { mount } from './mount';
import { fakeSession } from 'shared-kernel/testing';

let element: HTMLElement;

beforeEach(() => {
  element = document.createElement('div');
  element.setAttribute('data-color-mode', 'dark');
  document.body.append(element);
});

afterEach(() => {
  element.remove();
  resetPlatformConfig();
});

describe('mount (framework-neutral entry)', () => {
  it('mounts the themed notes area against the configured API and cleans up', async () => {
    fakeSession('developer');
    const { urls } = fakeNotesApi({ discussions: [fakeDiscussion([fakeNote({ note_html: '<p>Mounted</p>' })])] });
    const app = await act(async () => mount(element, { fullPath: 'gitlab-org/gitlab', iid: 1, platform: { apiBaseUrl: 'http://api.example.test' } }));

    expect(await screen.findByText('Mounted')).toBeInTheDocument();
    expect(urls[0]).toBe('http://api.example.test/gitlab-org/gitlab/-/issues/1.json');
    expect(element).toHaveAttribute('data-color-mode', 'light');

    act(() => app.unmount());
    expect(element).toBeEmptyDOMElement();
    expect(element).toHaveAttribute('data-color-mode', 'dark');
    expect(() => app.unmount()).not.toThrow();
  });

  it("mounts an epic's discussion from { groupPath, iid }", async () => {
    fakeSession('developer');
    const { urls } = fakeEpicNotesApi({ discussions: [fakeDiscussion([fakeNote({ note_html: '<p>On the epic</p>' })])] });
    const app = await act(async () => mount(element, { groupPath: 'gitlab-org', iid: 1 }));
    expect(await screen.findByText('On the epic')).toBeInTheDocument();
    expect(urls[0]).toBe('/groups/gitlab-org/-/epics/1.json');
    act(() => app.unmount());
  });
});
