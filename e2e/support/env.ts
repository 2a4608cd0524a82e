/**
 * Ports and origins of the e2e platform: apart from the defaults so a running `npm start` does not
 * clash. `E2E_PORT_OFFSET` moves every port at once, so two checkouts can run their suites side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

export const E2E = {
  apiPort: 3100 + offset,
  shellPort: 8180 + offset,
  issuePort: 8181 + offset,
  notesPort: 8182 + offset,
  trialPort: 8185 + offset,
  altTrialPort: 8195 + offset,
  integratorPort: 8190 + offset,
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
