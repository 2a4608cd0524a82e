import { e2ePorts } from './ports.mjs';

const origin = (port: number) => `http://localhost:${port}`;

/**
 * Ports and origins of this worker's platform instance (support/ports.mjs, shared with start.mjs).
 * Getters, so they name the instance of the worker that reads them.
 */
export const E2E = {
  get apiPort() {
    return e2ePorts().api;
  },
  get shellPort() {
    return e2ePorts().shell;
  },
  get apiOrigin() {
    return `http://127.0.0.1:${e2ePorts().api}`;
  },
  get shellOrigin() {
    return origin(e2ePorts().shell);
  },
  get issueOrigin() {
    return origin(e2ePorts().issue);
  },
  get notesOrigin() {
    return origin(e2ePorts().notes);
  },
  get epicOrigin() {
    return origin(e2ePorts().epic);
  },
  get diffsOrigin() {
    return origin(e2ePorts().diffs);
  },
  get trialOrigin() {
    return origin(e2ePorts().trial);
  },
  /** Another build of mf-trial (today's sources, another version) for the registry-switch test. */
  get altTrialOrigin() {
    return origin(e2ePorts().alt);
  },
  /** mf-trial as built against shared-kernel 1.0 (fixtures/kernel-1.0), for the compatibility test. */
  get kernel10TrialOrigin() {
    return origin(e2ePorts().kernel10);
  },
  get integratorOrigin() {
    return origin(e2ePorts().integrator);
  },
  altTrialVersion: '1.1.0-e2e',
};
