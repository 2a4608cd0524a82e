import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAdapter } from 'shared-kernel/testing';
import { getFrequentItems, trackFrequentItem } from './frequentItems';
import { restClient } from './restClient';
import { uploadFile, uploadsPath } from './uploads';

const client = restClient();
const original = client.defaults.adapter;
afterEach(() => {
  client.defaults.adapter = original;
  vi.restoreAllMocks();
});

describe('uploads', () => {
  it('posts to the project’s or group’s uploads', () => {
    expect(uploadsPath({ projectPath: 'gitlab-org/gitlab' })).toBe('/gitlab-org/gitlab/uploads');
    expect(uploadsPath({ groupPath: 'gitlab-org/sub group' })).toBe('/groups/gitlab-org/sub%20group/-/uploads');
  });

  it('sends the file as multipart field `file` and answers the link', async () => {
    const link = { alt: 'shot', url: '/uploads/0123456789abcdef0123456789abcdef/shot.png', markdown: '![shot](/uploads/0123456789abcdef0123456789abcdef/shot.png)' };
    const fake = fakeAdapter(() => ({ status: 200, data: { link } }));
    client.defaults.adapter = fake.adapter;
    const file = new File(['png'], 'shot.png', { type: 'image/png' });
    expect(await uploadFile({ projectPath: 'gitlab-org/gitlab' }, file)).toEqual(link);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'post', url: '/gitlab-org/gitlab/uploads' });
    expect((request?.data as FormData).get('file')).toBeInstanceOf(File);
  });

  it('rejects with the server’s answer', async () => {
    client.defaults.adapter = fakeAdapter(() => ({ status: 413, data: { message: 'File is too large (maximum is 10 MiB).' } })).adapter;
    await expect(uploadFile({ projectPath: 'a/b' }, new File(['x'], 'x.bin'))).rejects.toMatchObject({ status: 413, messages: ['File is too large (maximum is 10 MiB).'] });
  });
});

describe('frequent items', () => {
  it('records visits by id or path and never rejects', async () => {
    const fake = fakeAdapter((config) => (config.data?.includes('full_path') ? { status: 404, data: { message: '404 Project Not Found' } } : { status: 200, data: {} }));
    client.defaults.adapter = fake.adapter;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await trackFrequentItem({ type: 'project', id: 1 });
    await expect(trackFrequentItem({ type: 'project', fullPath: 'gone/project' })).resolves.toBeUndefined();
    expect(fake.requests.map((r) => [r.url, JSON.parse(r.data as string)])).toEqual([
      ['/-/frequent_items', { type: 'project', id: 1 }],
      ['/-/frequent_items', { type: 'project', full_path: 'gone/project' }],
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('lists the items of a type', async () => {
    const fake = fakeAdapter(() => ({ status: 200, data: [{ type: 'group', id: 1 }] }));
    client.defaults.adapter = fake.adapter;
    expect(await getFrequentItems('group')).toEqual([{ type: 'group', id: 1 }]);
    expect(fake.requests[0]).toMatchObject({ url: '/-/frequent_items', params: { type: 'group' } });
  });
});
