import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';

let f: IssueFixtures;
beforeAll(async () => {
  f = await issueFixtures();
});
afterAll(async () => {
  await f.t.close();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = '----metric-images-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (who: string, iid: number, fields: Record<string, string>, file?: { name: string; data: Buffer }) => {
  const body = multipart(fields, file);
  return f.call(who, 'POST', `/api/v4/projects/1/issues/${iid}/metric_images`, body.payload, body.headers);
};

type Image = { id: number; filename: string; file_path: string; url: string | null; url_text: string | null };

describe('incident metric images', () => {
  it('uploads, lists, edits and deletes; files live under <dataDir>/uploads', async () => {
    const incident = await f.freshIssue('developer', { issueType: 'incident' });
    const created = await upload('reporter', incident.iid, { url: 'https://grafana.example/d/1', url_text: 'Errors' }, { name: 'errors.png', data: PNG });
    expect(created.statusCode).toBe(201);
    const image = created.json<Image>();
    expect(image).toMatchObject({ filename: 'errors.png', url: 'https://grafana.example/d/1', url_text: 'Errors' });
    expect(image.file_path).toBe(`http://localhost:8080/uploads/-/system/issuable_metric_image/file/${image.id}/errors.png`);
    const stored = fs.readdirSync(path.join(f.t.dataDir, 'uploads', 'metric_images'));
    expect(stored.some((dir) => /^[0-9a-f]{32}$/.test(dir))).toBe(true);

    const list = await f.api('GET', `/projects/1/issues/${incident.iid}/metric_images`, 'anonymous');
    expect(list.json<Image[]>().map((i) => i.id)).toEqual([image.id]);
    const file = await f.call('anonymous', 'GET', `/uploads/-/system/issuable_metric_image/file/${image.id}/errors.png`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const edited = await f.api('PUT', `/projects/1/issues/${incident.iid}/metric_images/${image.id}`, 'reporter', { url: 'https://grafana.example/d/2', url_text: '' });
    expect(edited.json()).toMatchObject({ url: 'https://grafana.example/d/2', url_text: null });
    expect((await f.api('DELETE', `/projects/1/issues/${incident.iid}/metric_images/${image.id}`, 'reporter')).statusCode).toBe(204);
    expect((await f.api('GET', `/projects/1/issues/${incident.iid}/metric_images`, 'anonymous')).json()).toEqual([]);
    expect((await f.call('anonymous', 'GET', `/uploads/-/system/issuable_metric_image/file/${image.id}/errors.png`)).statusCode).toBe(404);
    expect((await f.api('DELETE', `/projects/1/issues/${incident.iid}/metric_images/${image.id}`, 'reporter')).statusCode).toBe(404);
  });

  it('refuses guests (403), anonymous (401), non-incidents (400) and bad input (400)', async () => {
    const incident = await f.freshIssue('guest', { issueType: 'incident' });
    const issue = await f.freshIssue('developer');
    const png = { name: 'a.png', data: PNG };
    expect((await upload('guest', incident.iid, {}, png)).statusCode).toBe(403);
    expect((await upload('anonymous', incident.iid, {}, png)).statusCode).toBe(401);
    const notIncident = await upload('reporter', issue.iid, {}, png);
    expect(notIncident.statusCode).toBe(400);
    expect(notIncident.json()).toEqual({ message: 'Not allowed!' });
    expect((await upload('reporter', incident.iid, {})).json()).toEqual({ message: { file: ['is missing'] } });
    expect((await upload('reporter', incident.iid, {}, { name: 'evil.html', data: Buffer.from('<script>') })).statusCode).toBe(400);
    const badUrl = await upload('reporter', incident.iid, { url: 'javascript:alert(1)' }, png);
    expect(badUrl.json()).toEqual({ message: { url: ['is blocked: Only allowed schemes are http, https'] } });
    const tooLarge = await upload('reporter', incident.iid, {}, { name: 'big.png', data: Buffer.alloc(1024 * 1024 + 1) });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ message: 'File is too large' });
    expect((await f.api('GET', `/projects/1/issues/${incident.iid}/metric_images`, 'reporter')).json()).toEqual([]);
  });

  it('hides images of confidential incidents from those who cannot read them', async () => {
    const secret = await f.freshIssue('developer', { issueType: 'incident', confidential: true });
    const image = (await upload('reporter', secret.iid, {}, { name: 's.png', data: PNG })).json<Image>();
    expect((await f.call('guest', 'GET', `/uploads/-/system/issuable_metric_image/file/${image.id}/s.png`)).statusCode).toBe(404);
    expect((await f.api('GET', `/projects/1/issues/${secret.iid}/metric_images`, 'guest')).statusCode).toBe(404);
    expect((await f.call('reporter', 'GET', `/uploads/-/system/issuable_metric_image/file/${image.id}/s.png`)).statusCode).toBe(200);
  });
});
