// Stands in for `@module-federation/enhanced/runtime` in the single-bundle build: the remotes' exposed
// components the composed pages use are imported statically; registering and preloading do nothing.
import IssueApp from '../../mf-issue/src/exposes/IssueApp';
import NewIssueApp from '../../mf-issue/src/exposes/NewIssueApp';
import EpicApp from '../../mf-epic/src/exposes/EpicApp';
import NotesApp from '../../mf-notes/src/exposes/NotesApp';
import TrialWidget from '../../mf-trial/src/exposes/TrialWidget';

const EXPOSED: Record<string, unknown> = {
  'mf_issue/IssueApp': { default: IssueApp },
  'mf_issue/NewIssueApp': { default: NewIssueApp },
  'mf_epic/EpicApp': { default: EpicApp },
  'mf_notes/NotesApp': { default: NotesApp },
  'mf_trial/TrialWidget': { default: TrialWidget },
};

export async function loadRemote<T>(id: string): Promise<T | null> {
  const exposed = EXPOSED[id];
  if (!exposed) throw new Error(`${id} is not in the single bundle`);
  return exposed as T;
}

export function registerRemotes(): void {}
export function registerPlugins(): void {}
export function preloadRemote(): Promise<void> {
  return Promise.resolve();
}
export function getInstance(): null {
  return null;
}
export type ModuleFederationRuntimePlugin = Record<string, unknown>;
