// The dashboard's first visit (trial widget) and the projects API under load.
import { apiOrigin, BUDGETS, log, ROOT_TOKEN, shellOrigin } from '../lib/config.mjs';
import { measureApi, measureFirstVisits } from '../lib/measure.mjs';
import { floorRows, jsRows } from '../lib/rows.mjs';

export async function foundationScenario(browser, fileMap) {
  const page = await measureFirstVisits(browser, fileMap, {
    url: `${shellOrigin}/`,
    login: 'developer',
    floor: 'dashboard',
    ready: (p) => p.getByRole('progressbar').first().waitFor({ state: 'visible', timeout: 15_000 }),
  });
  log('Loading GET /api/v4/projects for 10 s at 50 connections…');
  const projectsApi = await measureApi(`${apiOrigin}/api/v4/projects`, { 'PRIVATE-TOKEN': ROOT_TOKEN }, 'GET /api/v4/projects (root token, PGlite)');
  const verdict = {
    pageJs: page.jsGzipBytes / 1024 <= BUDGETS.pageJsGzipKb,
    sharedOnce: page.duplicateDownloads === 0,
    widgetVisible: page.readyMs.median <= BUDGETS.widgetVisibleMs,
    apiP99: projectsApi.p99Ms <= BUDGETS.apiP99Ms,
  };
  const rows = [
    ...jsRows('JS on the dashboard (gzip)', page, BUDGETS.pageJsGzipKb, verdict.pageJs),
    ['Trial widget visible (median of 5)', `${page.readyMs.median} ms`, `≤ ${BUDGETS.widgetVisibleMs} ms`, verdict.widgetVisible],
    ['Dashboard LCP (median of 5)', `${page.lcpMs.median} ms`, '', ''],
    ...floorRows(page),
    ['API GET /api/v4/projects p50', `${projectsApi.p50Ms} ms`, '', ''],
    ['API GET /api/v4/projects p99', `${projectsApi.p99Ms} ms`, `≤ ${BUDGETS.apiP99Ms} ms`, verdict.apiP99],
    ['API throughput', `${projectsApi.rps} req/s (${projectsApi.errors} errors, ${projectsApi.non2xx} non-2xx)`, '', ''],
  ];
  return { results: { page, api: projectsApi, verdict }, rows };
}

