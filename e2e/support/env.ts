import { E2E_PORTS } from './ports.mjs';

/** Ports and origins of the e2e platform (support/ports.mjs, shared with the webServer's start.mjs). */
export const E2E = {
  apiPort: E2E_PORTS.api,
  shellPort: E2E_PORTS.shell,
  issuePort: E2E_PORTS.issue,
  notesPort: E2E_PORTS.notes,
  trialPort: E2E_PORTS.trial,
  altTrialPort: E2E_PORTS.alt,
  integratorPort: E2E_PORTS.integrator,
  get apiOrigin() {
    return `http://127.0.0.1:${this.apiPort}`;
  },
  get shellOrigin() {
    return `http://localhost:${this.shellPort}`;
  },
  get issueOrigin() {
    return `http://localhost:${this.issuePort}`;
  },
  get notesOrigin() {
    return `http://localhost:${this.notesPort}`;
  },
  get trialOrigin() {
    return `http://localhost:${this.trialPort}`;
  },
  get altTrialOrigin() {
    return `http://localhost:${this.altTrialPort}`;
  },
  get integratorOrigin() {
    return `http://localhost:${this.integratorPort}`;
  },
  altTrialVersion: '1.1.0-e2e',
};
