// Test doubles for unit tests of the kernel, the shell and the remotes (vitest). Importing this module
// installs the jsdom shims Primer needs. The live/GraphQL double is its own module, because setup
// files mock the client subpaths with it: `vi.mock('shared-kernel/live', () => import('shared-kernel/testing/live'))`.
import './domShims';

export { fakeAdapter, fakeRestApi, type FakeAdapter, type FakeReply, type FakeRequest } from './rest';
export { fakeSession } from './session';
export { expectMountContract, type MountContractCase } from './mountContract';
export { liveGraphql, type FakeMutationHandler } from './live';
export { resetQueryClient } from 'shared-kernel/query';
export { resetRoutes } from 'shared-kernel/routing';
export { resetEventBus } from 'shared-kernel/event-bus';
export { markFirstContentShown, resetFirstContent } from 'shared-kernel/first-content';
