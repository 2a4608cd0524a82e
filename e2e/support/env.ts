/** Ports and origins of the e2e platform: apart from the defaults so a running `npm start` does not clash. */
export const E2E = {
  apiPort: 3100,
  shellPort: 8180,
  trialPort: 8185,
  altTrialPort: 8195,
  integratorPort: 8190,
  get apiOrigin() {
    return `http://127.0.0.1:${this.apiPort}`;
  },
  get shellOrigin() {
    return `http://localhost:${this.shellPort}`;
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
