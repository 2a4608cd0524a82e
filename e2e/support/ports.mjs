// The e2e platform's ports, apart from the defaults so a running `npm start` does not clash.
// `E2E_PORT_OFFSET` moves every port at once, so two checkouts can run their suites side by side.
// Read by start.mjs (the webServer, plain Node) and env.ts (the tests).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

/** @type {{ api: number; shell: number; issue: number; notes: number; trial: number; alt: number; integrator: number }} */
export const E2E_PORTS = Object.fromEntries(
  Object.entries({ api: 3100, shell: 8180, issue: 8181, notes: 8182, trial: 8185, alt: 8195, integrator: 8190 }).map(([name, port]) => [name, port + offset]),
);
