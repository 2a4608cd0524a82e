// The composed issue page (mf-issue + mf-notes in the shell) with 100 discussions: JS and LCP.
import { BENCH_PROJECT, BUDGETS, log, shellOrigin } from '../lib/config.mjs';
import { createIssueWithDiscussions } from '../lib/data.mjs';
import { measureFirstVisits } from '../lib/measure.mjs';
import { floorRows, jsRows } from '../lib/rows.mjs';

export async function issuePageScenario(browser, fileMap) {
  log('Creating an issue with 100 discussions…');
  const issue = await createIssueWithDiscussions('Bench: composed issue page with 100 discussions', 100);
  const url = `${shellOrigin}/${BENCH_PROJECT}/-/issues/${issue.iid}`;
  const page = await measureFirstVisits(browser, fileMap, {
    url,
    login: 'developer',
    floor: 'issue-page',
    ready: async (p) => {
      await p.getByRole('heading', { level: 1, name: issue.title }).waitFor({ timeout: 15_000 });
      await p.getByRole('region', { name: 'Discussion', exact: true }).getByText('Bench discussion', { exact: false }).first().waitFor({ timeout: 15_000 });
    },
  });
  const verdict = {
    pageJs: page.jsGzipBytes / 1024 <= BUDGETS.issuePageJsGzipKb,
    sharedOnce: page.duplicateDownloads === 0,
    lcp: page.lcpMs.median <= BUDGETS.issuePageLcpMs,
  };
  const rows = [
    ...jsRows('JS on the issue page (gzip)', page, BUDGETS.issuePageJsGzipKb, verdict.pageJs),
    ['LCP (median of 5)', `${page.lcpMs.median} ms`, `≤ ${BUDGETS.issuePageLcpMs} ms`, verdict.lcp],
    ...floorRows(page),
    ['Title and first discussion visible', `${page.readyMs.median} ms`, '', ''],
  ];
  return { results: { issue: { iid: issue.iid, discussions: 100 }, page, verdict }, rows };
}

