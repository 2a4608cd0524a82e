// Code review (issue 13): the Changes tab of a 1,000-file merge request carrying 500 diff threads (half of
// them with a reply), against a ten-line diff in the same run: first diff lines and first thread visible,
// long tasks while scrolling every file and thread; then a line comment posted in one browser (GitLab's
// web create-note request, as the line's comment form sends it) and timed until its thread is under its
// line in another browser's Changes tab.
import { BENCH_PROJECT, BUDGETS, log, RUNS, shellOrigin } from '../lib/config.mjs';
import { addDiffThreads, createMergeRequestWithFiles, lineCode, longFile, manyFiles } from '../lib/data.mjs';
import { signedInContext } from '../lib/platform.mjs';
import { median, percentile } from '../lib/stats.mjs';
import { scrollToEndTasks, visit } from './diffs.mjs';

const LINE = '[data-line-type="new"]';
const THREAD = '[data-testid="diff-thread"]';
const THREADS = 500;
const LIVE_POSTS = 20;

export async function reviewScenario(browser) {
  log(`Creating a 1,000-file merge request with ${THREADS} diff threads, and a ten-line one…`);
  const stamp = Date.now();
  const files = manyFiles(1000);
  const many = await createMergeRequestWithFiles('Bench: 1,000 files, 500 threads', `bench/review-${stamp}`, files);
  const small = await createMergeRequestWithFiles('Bench: ten lines (review)', `bench/review-small-${stamp}`, longFile(10));
  const refs = await addDiffThreads(many, files, THREADS);
  const url = (mr) => `${shellOrigin}/${BENCH_PROJECT}/-/merge_requests/${mr.iid}/diffs`;

  // 1. First lines (and the first thread) of the 1,000-file MR, cold, alternating with the ten-line diff.
  const linesRuns = [];
  const threadRuns = [];
  const smallRuns = [];
  let last;
  for (let run = 0; run < RUNS; run += 1) {
    const tiny = await visit(browser, url(small), LINE);
    smallRuns.push(tiny.visibleMs);
    await tiny.context.close();
    if (last) await last.context.close();
    last = await visit(browser, url(many), LINE, THREAD);
    linesRuns.push(last.visibleMs);
    threadRuns.push(last.secondMs);
  }
  // 2. Every file and thread scrolled through (batches keep arriving meanwhile).
  await last.page.waitForLoadState('networkidle');
  const scrollTasks = (await scrollToEndTasks(last.page)).map(Math.round);
  const renderedThreads = await last.page.evaluate(() => document.querySelectorAll('[data-testid="diff-thread"]').length);
  await last.context.close();

  // 3. A line comment in one browser, under its line in another browser's Changes tab.
  log('Posting line comments in one browser and timing them in another…');
  const writer = await signedInContext(browser, 'developer');
  const reader = await signedInContext(browser, 'maintainer');
  // The second file has no thread yet: its first line is on the reader's first screen.
  const path = Object.keys(files)[1];
  await reader.page.goto(url(many));
  await reader.page.locator(THREAD).first().waitFor({ timeout: 60_000 });
  await reader.page.waitForLoadState('networkidle');
  const csrfToken = (await (await writer.page.request.get(`${shellOrigin}/-/session`)).json()).csrf_token;
  const position = { base_sha: refs.base_sha, start_sha: refs.start_sha, head_sha: refs.head_sha, old_path: path, new_path: path, position_type: 'text', old_line: null, new_line: 1, line_range: null, ignore_whitespace_change: false };
  const code = await lineCode(path, 0, 1);
  const liveTimes = [];
  for (let i = 0; i < LIVE_POSTS; i += 1) {
    const body = `Live diff comment ${i} ${Date.now()}`;
    const waiting = reader.page.locator(THREAD, { hasText: body }).waitFor({ timeout: 15_000 }).then(
      () => Date.now(),
      () => null,
    );
    const postedAt = Date.now();
    const response = await writer.page.request.post(`${shellOrigin}/${BENCH_PROJECT}/notes?target_type=merge_request&target_id=${many.id}`, {
      data: {
        view: 'inline',
        line_type: 'new',
        merge_request_diff_head_sha: refs.head_sha,
        in_reply_to_discussion_id: '',
        note_project_id: '',
        target_type: 'merge_request',
        target_id: many.id,
        return_discussion: true,
        note: { note: body, position: JSON.stringify(position), noteable_type: 'MergeRequest', noteable_id: many.id, commit_id: '', type: 'DiffNote', line_code: code },
      },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    if (!response.ok()) throw new Error(`posting a line comment failed: ${response.status()} ${await response.text()}`);
    const seenAt = await waiting;
    liveTimes.push(seenAt === null ? 15_000 : seenAt - postedAt);
  }
  await writer.context.close();
  await reader.context.close();

  const firstLinesMs = median(linesRuns);
  const firstThreadMs = median(threadRuns);
  const smallMs = median(smallRuns);
  const longestTask = Math.max(0, ...scrollTasks);
  const live = { runs: liveTimes, p50: percentile(liveTimes, 50), p95: percentile(liveTimes, 95) };
  const verdict = {
    firstLines: firstLinesMs <= BUDGETS.reviewFirstLinesMs,
    scrolling: longestTask <= BUDGETS.scrollLongTaskMs,
    liveComment: live.p95 <= BUDGETS.liveNoteP95Ms,
  };
  const rows = [
    [`1,000 files, ${THREADS} threads: first lines visible (median)`, `${firstLinesMs} ms (runs ${linesRuns.join(', ')})`, `≤ ${BUDGETS.reviewFirstLinesMs} ms`, verdict.firstLines],
    ['  first thread visible (median)', `${firstThreadMs} ms (runs ${threadRuns.join(', ')})`, '', ''],
    ['  ten-line diff: first lines visible (median)', `${smallMs} ms (runs ${smallRuns.join(', ')})`, '', ''],
    ['  ratio to the ten-line diff', (firstLinesMs / Math.max(1, smallMs)).toFixed(2), '', ''],
    ['Scrolled to the end: longest task', `${longestTask} ms (${scrollTasks.filter((t) => t > BUDGETS.scrollLongTaskMs).length} over ${BUDGETS.scrollLongTaskMs} ms; ${renderedThreads} threads in the page at the end)`, `≤ ${BUDGETS.scrollLongTaskMs} ms`, verdict.scrolling],
    ['Line comment under its line in another browser p50', `${live.p50} ms`, '', ''],
    ['Line comment under its line in another browser p95', `${live.p95} ms`, `≤ ${BUDGETS.liveNoteP95Ms} ms`, verdict.liveComment],
  ];
  return {
    results: { many: { iid: many.iid, threads: THREADS, firstLinesMs, runs: linesRuns, firstThreadMs, threadRuns, scrollLongTasks: scrollTasks, renderedThreads }, small: { iid: small.iid, firstLinesMs: smallMs, runs: smallRuns }, live, verdict },
    rows,
  };
}
