import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { epicFixtures } from '../epics/fixtures.testing.ts';
import { uploadSecretsIn } from './dependents.ts';
import { uploads } from './tables.ts';

// Deleting an issuable removes the uploads only it linked (record and file); an upload another text
// still links stays (issuables/destroy.ts → uploads/dependents.ts).

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
});
afterAll(async () => {
  await f.t.close();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function upload(url: string, name: string): Promise<{ markdown: string; secret: string; file: string }> {
  const boundary = '----dependents-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const created = await f.call('reporter', 'POST', url, payload, { 'content-type': `multipart/form-data; boundary=${boundary}` });
  expect(created.statusCode, created.body).toBe(200);
  const { link } = created.json<{ link: { url: string; markdown: string } }>();
  const secret = link.url.split('/')[2] as string;
  const [row] = await f.t.database.db.select().from(uploads).where(eq(uploads.secret, secret));
  return { markdown: link.markdown, secret, file: path.join(f.t.dataDir, 'uploads', row!.path) };
}

const recorded = async (secret: string) => (await f.t.database.db.select().from(uploads).where(eq(uploads.secret, secret))).length === 1;

describe('the uploads of a deleted issuable', () => {
  it('finds the uploads a text links, relative or absolute, once each', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(32);
    expect(uploadSecretsIn([`![x](/uploads/${a}/x.png) and [y](http://h/g/p/uploads/${b}/y.pdf)`, null, `again /uploads/${a}/x.png`, '/uploads/short/x.png'])).toEqual([a, b]);
  });

  it('an issue takes the files only it linked, from its description and its comments; a file another issue links stays', async () => {
    const inDescription = await upload('/gitlab-org/gitlab/uploads', 'description.png');
    const inComment = await upload('/gitlab-org/gitlab/uploads', 'comment.png');
    const shared = await upload('/gitlab-org/gitlab/uploads', 'shared.png');
    const issue = await f.freshIssue('reporter', { description: `Before ${inDescription.markdown}` });
    const other = await f.freshIssue('reporter', { description: `Also here: ${shared.markdown}` });
    const comment = await f.call('reporter', 'POST', `/gitlab-org/gitlab/notes?target_id=${issue.id}&target_type=issue`, { note: { note: `${inComment.markdown} ${shared.markdown}` } });
    expect(comment.statusCode, comment.body).toBe(200);
    for (const kept of [inDescription, inComment, shared]) expect(fs.existsSync(kept.file)).toBe(true);

    const destroyed = await f.call('owner', 'DELETE', `${issue.path}.json?destroy_confirm=true`);
    expect(destroyed.statusCode, destroyed.body).toBe(200);

    for (const gone of [inDescription, inComment]) {
      expect(await recorded(gone.secret)).toBe(false);
      expect(fs.existsSync(gone.file)).toBe(false);
      expect((await f.call('reporter', 'GET', `/gitlab-org/gitlab/uploads/${gone.secret}/${path.basename(gone.file)}`)).statusCode).toBe(404);
    }
    expect(await recorded(shared.secret)).toBe(true);
    expect(fs.existsSync(shared.file)).toBe(true);
    expect((await f.call('reporter', 'GET', `/gitlab-org/gitlab/uploads/${shared.secret}/shared.png`)).statusCode).toBe(200);
    expect(other.iid).toBeGreaterThan(0);
  });

  it('an epic takes the group files only it linked', async () => {
    const own = await upload('/groups/gitlab-org/-/uploads', 'epic.png');
    const epic = await e.freshEpic('reporter', { description: `Roadmap ${own.markdown}` });
    expect(await recorded(own.secret)).toBe(true);
    const destroyed = await f.call('owner', 'DELETE', `${epic.path}.json?destroy_confirm=true`);
    expect(destroyed.statusCode, destroyed.body).toBe(200);
    expect(await recorded(own.secret)).toBe(false);
    expect(fs.existsSync(own.file)).toBe(false);
  });
});
