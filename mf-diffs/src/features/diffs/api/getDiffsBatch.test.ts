import { diffsBatch, MR_PATH, readme, userRb } from '../../../test/diffFixtures';
import { fakeMergeRequestApi } from '../../../test/fakeMergeRequestApi';
import { getDiffsBatch, nextBatchPage } from './getDiffsBatch';

const ref = { fullPath: 'gitlab-org/gitlab-test', iid: 1 };

/** The pages asked for a diff of `files` files, as the Changes tab asks them one after the other. */
function pagesFor(files: number) {
  const asked: { page: number; perPage: number; from: number }[] = [];
  let loaded = 0;
  let previous: number | null = null;
  while (loaded < files) {
    const { page, perPage } = nextBatchPage(loaded, previous);
    asked.push({ page, perPage, from: (page - 1) * perPage });
    loaded += perPage;
    previous = perPage;
  }
  return asked;
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  vi.unstubAllGlobals();
});

describe('the diffs_batch.json pages', () => {
  it('start with 5 files, then grow to twice the last size, at most 50, each page starting right after the files already read', () => {
    expect(pagesFor(7).map(({ page, perPage }) => [page, perPage])).toEqual([
      [1, 5],
      [2, 5],
    ]);
    const many = pagesFor(1000);
    expect(many.slice(0, 6).map(({ page, perPage }) => [page, perPage])).toEqual([
      [1, 5],
      [2, 5],
      [2, 10],
      [2, 20],
      [2, 40],
      [3, 40],
    ]);
    // No file read twice or left out, no page above 50 files.
    many.forEach((asked, index) => expect(asked.from).toBe(many.slice(0, index).reduce((sum, before) => sum + before.perPage, 0)));
    expect(Math.max(...many.map((asked) => asked.perPage))).toBeLessThanOrEqual(50);
  });

  it('takes the first page the page server started (the registry hint), and asks the REST client for the others', async () => {
    const api = fakeMergeRequestApi();
    const link = document.createElement('link');
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href: `${MR_PATH}/diffs_batch.json?page=1&per_page=5&view=inline` })) link.setAttribute(name, value);
    document.head.append(link);
    const fetchSpy = vi.fn(async () => Response.json(diffsBatch([readme], 1, 5, 'inline')));
    vi.stubGlobal('fetch', fetchSpy);

    const first = await getDiffsBatch(ref, { hideWhitespace: false }, 1, undefined, 5);
    expect(first.diff_files.map((file) => file.file_path)).toEqual(['README.md']);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(api.requests.filter((r) => r.path.endsWith('diffs_batch.json'))).toHaveLength(0);

    // Taken once: the same page again, and any other page or version, through the REST client.
    await getDiffsBatch(ref, { hideWhitespace: false }, 1, undefined, 5);
    const second = await getDiffsBatch(ref, { hideWhitespace: true }, 1, undefined, 5);
    expect(second.diff_files[0]?.file_path).toBe(userRb.file_path);
    expect(api.requests.filter((r) => r.path.endsWith('diffs_batch.json')).map((r) => r.params)).toEqual([
      { page: 1, per_page: 5, view: 'inline' },
      { w: 1, page: 1, per_page: 5, view: 'inline' },
    ]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
