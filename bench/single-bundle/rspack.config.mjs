// The bench's single-bundle build of the composed pages: the shell's own code and configuration with the
// remotes imported statically instead of through Module Federation (no manifests, remote entries or
// share-scope negotiation), the same libraries, one build. `npm run bench issue-page` compares it with
// the federated page (JS gzip and LCP) to price federation. Built into bench/single-bundle/dist.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { federatedConfig } from '../../federation.config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const shellDir = path.join(repoRoot, 'shell');
const NAMES = { shell: 'shell', 'mf-issue': 'mf_issue', 'mf-epic': 'mf_epic', 'mf-notes': 'mf_notes', 'mf-trial': 'mf_trial' };
const packages = Object.fromEntries(
  Object.entries(NAMES).map(([folder, name]) => [folder, { name, version: JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')).version }]),
);

const config = federatedConfig({ packageDir: shellDir, pkg: 'shell', name: 'shell', isHost: true });
config.output.path = path.join(here, 'dist');
config.output.uniqueName = 'single_bundle';
// No Module Federation, and no one name for every package (see define-loader.cjs).
config.plugins = config.plugins.filter((plugin) => plugin.constructor?.name !== 'ModuleFederationPlugin' && !(plugin instanceof rspack.DefinePlugin));
config.plugins.push(new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(config.mode) }));
config.module.rules.unshift({ test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, loader: path.join(here, 'define-loader.cjs'), options: { root: repoRoot, packages } });
// The shell's federation runtime calls resolve to the statically imported remotes.
config.resolve.alias = { ...config.resolve.alias, '@module-federation/enhanced/runtime$': path.join(here, 'runtime.ts') };

export default config;
