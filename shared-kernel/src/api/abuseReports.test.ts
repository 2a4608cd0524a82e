import { afterEach, describe, expect, it } from 'vitest';
import { fakeAdapter } from 'shared-kernel/testing';
import { reportAbuse } from './abuseReports';
import { restClient } from './restClient';

const client = restClient();
const original = client.defaults.adapter;
afterEach(() => {
  client.defaults.adapter = original;
});

describe('reportAbuse', () => {
  it('posts the user, the category and the page to /-/abuse_reports', async () => {
    const fake = fakeAdapter(() => ({ status: 200, data: {} }));
    client.defaults.adapter = fake.adapter;
    await reportAbuse({ userId: 7, category: 'spam', reportedFromUrl: 'http://localhost/gitlab-org/gitlab/-/issues/1' });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'post', url: '/-/abuse_reports' });
    expect(JSON.parse(String(request?.data))).toEqual({
      user_id: 7,
      abuse_report: { user_id: 7, category: 'spam', reported_from_url: 'http://localhost/gitlab-org/gitlab/-/issues/1' },
    });
  });

  it('rejects with the API error', async () => {
    client.defaults.adapter = fakeAdapter(() => ({ status: 422, data: { message: 'User is invalid' } })).adapter;
    await expect(reportAbuse({ userId: 7, category: 'other', reportedFromUrl: '/x' })).rejects.toMatchObject({ name: 'ApiError', status: 422 });
  });
});
