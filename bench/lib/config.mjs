// Where the bench runs (its own ports and data directory) and the budgets it reports against.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchDir, '..');
// BENCH_PORT_OFFSET moves every port, so two checkouts on one machine can run the bench at once.
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0) || 0;
export const ports = Object.fromEntries(Object.entries({ api: 3200, shell: 8280, issue: 8281, notes: 8282, epic: 8283, diffs: 8284, trial: 8285, singleBundle: 8290 }).map(([name, port]) => [name, port + offset]));
export const remotePorts = { [String(ports.issue)]: 'mf-issue', [String(ports.notes)]: 'mf-notes', [String(ports.epic)]: 'mf-epic', [String(ports.diffs)]: 'mf-diffs', [String(ports.trial)]: 'mf-trial' };
export const shellOrigin = `http://localhost:${ports.shell}`;
export const apiOrigin = `http://127.0.0.1:${ports.api}`;
export const dataDir = path.join(benchDir, '.data');
export const ROOT_TOKEN = 'glpat-demo-root-token-0000';
export const RUNS = 5;
export const BENCH_PROJECT = 'gitlab-org/gitlab';

export const BUDGETS = {
  pageJsGzipKb: 400,
  widgetVisibleMs: 1000,
  apiP99Ms: 50,
  issuePageJsGzipKb: 500,
  issuePageLcpMs: 1000,
  // LCP of the federated issue page over the same page built as one bundle (the cost of federation).
  federationLcpRatio: 1.1,
  notesFirstBatchMs: 1000,
  // First batch of the 5,000-note issue over a 20-note issue's, measured in the same run.
  firstBatchRatio: 1.5,
  scrollLongTaskMs: 50,
  discussionsP90Ms: 50,
  liveNoteP95Ms: 500,
  // The epic with 1,000 direct children (issue 11): first rows, expanding a child epic, a reorder.
  epicTreeFirstRowsMs: 1000,
  epicTreeInpMs: 100,
  // The Changes tab (issue 12): a 10,000-line file, view switching, the 1,000-file MR's tree and heap.
  diffsFirstLinesMs: 1000,
  diffsSwitchInpMs: 80,
  diffsFileTreeMs: 1000,
  diffsHeapMb: 300,
  // Code review (issue 13): the 1,000-file MR with 500 diff threads; scrolling and the live comment use
  // scrollLongTaskMs and liveNoteP95Ms.
  reviewFirstLinesMs: 1000,
};

export function log(message) {
  process.stderr.write(`${message}\n`);
}

