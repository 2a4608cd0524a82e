import type { ModuleEntry } from 'shared-kernel/registry';
import { describe, expect, it } from 'vitest';
import { slotsToPreload } from './preloadPage';

const trial: ModuleEntry = {
  name: 'mf_trial',
  manifest: 'http://localhost:8085/mf-manifest.json',
  version: '2.0.0',
  enabled: true,
  slots: ['nav.trial'],
  exposes: { 'nav.trial': './TrialWidget' },
};
const notes: ModuleEntry = {
  name: 'mf_notes',
  manifest: 'http://localhost:8082/mf-manifest.json',
  version: '0.2.0',
  enabled: true,
  slots: ['issue.notes', 'epic.notes'],
  exposes: { 'issue.notes': './NotesApp', 'epic.notes': './NotesApp' },
};
const modules = [trial, notes];

describe('slotsToPreload', () => {
  it("takes every slot of the address's slot page and, signed in, the navigation's", () => {
    const wanted = slotsToPreload(modules, '/gitlab-org/gitlab/-/issues/5', true);
    expect(['issue.main', 'issue.notes', 'nav.trial', 'epic.notes', 'epic.main'].filter(wanted)).toEqual(['issue.main', 'issue.notes', 'nav.trial']);
  });

  it('takes no navigation slot for a signed-out reader, and no page slot on a shell page', () => {
    expect(['issue.main', 'issue.notes', 'nav.trial'].filter(slotsToPreload(modules, '/gitlab-org/gitlab/-/issues/5', false))).toEqual([
      'issue.main',
      'issue.notes',
    ]);
    expect(['issue.main', 'issue.notes', 'nav.trial'].filter(slotsToPreload(modules, '/', true))).toEqual(['nav.trial']);
  });
});
