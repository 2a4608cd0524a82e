import { describe, expect, it } from 'vitest';
import { exposedModuleFor, modulesForSlot, parseRegistry } from './registry';

const trial = {
  name: 'mf_trial',
  manifest: 'http://127.0.0.1:8085/mf-manifest.json',
  version: '1.2.0',
  slots: ['nav.trial'],
  exposes: { 'nav.trial': './TrialWidget' },
  integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
};

describe('parseRegistry', () => {
  it('keeps valid entries and defaults enabled to true', () => {
    const { modules, problems } = parseRegistry({ modules: [trial, { name: 'mf_issue', manifest: '/remotes/mf-issue/mf-manifest.json', version: '2.0.0-beta.1', enabled: false }] });
    expect(problems).toEqual([]);
    expect(modules.map((entry) => [entry.name, entry.enabled])).toEqual([
      ['mf_trial', true],
      ['mf_issue', false],
    ]);
    expect(modules[0]).toMatchObject(trial);
  });

  it('reports and skips a bad entry, keeping the rest', () => {
    const { modules, problems } = parseRegistry({
      modules: [
        { ...trial, name: 'mf_bad', manifest: 'http://x/remoteEntry.js' },
        trial,
        { ...trial, name: 'mf_v', version: 'latest' },
        { ...trial, name: 'mf_sri', integrity: 'md5-abc' },
        { ...trial, name: 'mf_expose', exposes: { 'nav.trial': 'TrialWidget' } },
        { manifest: trial.manifest },
        42,
      ],
    });
    expect(modules.map((entry) => entry.name)).toEqual(['mf_trial']);
    expect(problems.map((problem) => [problem.index, problem.name])).toEqual([
      [0, 'mf_bad'],
      [2, 'mf_v'],
      [3, 'mf_sri'],
      [4, 'mf_expose'],
      [5, undefined],
      [6, undefined],
    ]);
    expect(problems[0]!.message).toMatch(/^manifest: /);
  });

  it('reports duplicate names and keeps the first', () => {
    const { modules, problems } = parseRegistry({ modules: [trial, { ...trial, version: '9.9.9' }] });
    expect(modules).toHaveLength(1);
    expect(modules[0]!.version).toBe('1.2.0');
    expect(problems).toEqual([{ index: 1, name: 'mf_trial', message: 'Duplicate module name "mf_trial"; the first entry is used.' }]);
  });

  it.each([null, 'text', [], { modules: 'nope' }, {}])('turns a wholly invalid document (%j) into one problem', (json) => {
    const { modules, problems } = parseRegistry(json);
    expect(modules).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.index).toBe(-1);
  });
});

describe('modulesForSlot and exposedModuleFor', () => {
  it('returns enabled modules of a slot and the module they expose there', () => {
    const { modules } = parseRegistry({
      modules: [trial, { ...trial, name: 'mf_off', enabled: false }, { ...trial, name: 'mf_other', slots: ['issue.main'] }],
    });
    const found = modulesForSlot(modules, 'nav.trial');
    expect(found.map((entry) => entry.name)).toEqual(['mf_trial']);
    expect(exposedModuleFor(found[0]!, 'nav.trial')).toBe('./TrialWidget');
    expect(exposedModuleFor(found[0]!, 'issue.main')).toBeUndefined();
    expect(modulesForSlot(modules, 'nowhere')).toEqual([]);
  });
});
