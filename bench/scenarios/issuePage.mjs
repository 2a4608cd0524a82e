// The composed issue page (mf-issue + mf-notes in the shell) with 100 discussions: JS and LCP, against
// its static floor and against the same page built as one bundle (the cost of federation).
import { BENCH_PROJECT, BUDGETS, log, shellOrigin } from '../lib/config.mjs';
import { createIssueWithDiscussions } from '../lib/data.mjs';
import { measureFirstVisits } from '../lib/measure.mjs';
import { floorRows, jsRows } from '../lib/rows.mjs';
import { singleBundleOrigin } from '../lib/singleBundle.mjs';

export async function issuePageScenario(browser, fileMap) {
  log('Creating an issue with 100 discussions…');
  const issue = await createIssueWithDiscussions('Bench: composed issue page with 100 discussions', 100);
  const url = `${shellOrigin}/${BENCH_PROJECT}/-/issues/${issue.iid}`;
  const ready = async (p) => {
    await p.getByRole('heading', { level: 1, name: issue.title }).waitFor({ timeout: 15_000 });
    await p.getByRole('region', { name: 'Discussion', exact: true }).getByText('Bench discussion', { exact: false }).first().waitFor({ timeout: 15_000 });
  };
  const page = await measureFirstVisits(browser, fileMap, { url, login: 'developer', floor: 'issue-page', ready });
  log('The same page built as one bundle…');
  const single = await measureFirstVisits(browser, fileMap, { url: url.replace(shellOrigin, singleBundleOrigin), login: 'developer', ready }).catch((error) => {
    log(`single bundle not measured: ${error.message}`);
    return null;
  });
  const federationRatio = single ? page.lcpMs.median / Math.max(1, single.lcpMs.median) : Infinity;
  const verdict = {
    pageJs: page.jsGzipBytes / 1024 <= BUDGETS.issuePageJsGzipKb,
    sharedOnce: page.duplicateDownloads === 0,
    lcp: page.lcpMs.median <= BUDGETS.issuePageLcpMs,
    federation: federationRatio <= BUDGETS.federationLcpRatio,
  };
  const rows = [
    ...jsRows('JS on the issue page (gzip)', page, BUDGETS.issuePageJsGzipKb, verdict.pageJs),
    ['LCP (median of 5)', `${page.lcpMs.median} ms`, `≤ ${BUDGETS.issuePageLcpMs} ms`, verdict.lcp],
    ...floorRows(page),
    ['Title and first discussion visible', `${page.readyMs.median} ms`, '', ''],
    ...(single
      ? [
          ['Single bundle: JS (gzip)', `${(single.jsGzipBytes / 1024).toFixed(1)} KB (${single.files.length} files)`, '', ''],
          ['Single bundle: LCP (median of 5)', `${single.lcpMs.median} ms (runs ${single.lcpMs.runs.join(', ')})`, '', ''],
          ['LCP federated / single bundle', federationRatio.toFixed(2), `≤ ${BUDGETS.federationLcpRatio}`, verdict.federation],
        ]
      : [['Single bundle', 'not measured (see the log)', `≤ ${BUDGETS.federationLcpRatio}`, false]]),
  ];
  const singleBundle = single && { jsGzipBytes: single.jsGzipBytes, jsBytes: single.jsBytes, files: single.files.map(({ url: file, gzip }) => ({ url: file, gzip })), lcpMs: single.lcpMs, readyMs: single.readyMs };
  return { results: { issue: { iid: issue.iid, discussions: 100 }, page, singleBundle, federationLcpRatio: Number(federationRatio.toFixed(2)), verdict }, rows };
}

