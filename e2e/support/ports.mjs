// The e2e platform's ports, apart from the defaults so a running `npm start` does not clash.
// Each Playwright worker runs its own platform instance: instance N takes the ports below plus
// `E2E_PORT_OFFSET + INSTANCE_STRIDE * N`, so two checkouts (distinct offsets) and the workers of one
// run never clash. Read by start.mjs and instance.ts (plain Node) and env.ts (the tests).

/** Ports between one instance and the next: the eight below fit with room to add more. */
export const INSTANCE_STRIDE = 20;

const DEFAULT_PORTS = { api: 3100, shell: 8180, issue: 8181, notes: 8182, epic: 8183, diffs: 8184, trial: 8185, alt: 8195, integrator: 8190, kernel10: 8196 };

/** The instance this process belongs to: Playwright's worker slot (`TEST_PARALLEL_INDEX`), else 0. */
export function currentInstance() {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0) || 0;
}

/**
 * Ports of one platform instance.
 * @param {number} [instance]
 * @returns {{ api: number; shell: number; issue: number; notes: number; epic: number; diffs: number; trial: number; alt: number; integrator: number; kernel10: number }}
 */
export function e2ePorts(instance = currentInstance()) {
  const offset = (Number(process.env.E2E_PORT_OFFSET ?? 0) || 0) + INSTANCE_STRIDE * instance;
  const d = DEFAULT_PORTS;
  return {
    api: d.api + offset,
    shell: d.shell + offset,
    issue: d.issue + offset,
    notes: d.notes + offset,
    epic: d.epic + offset,
    diffs: d.diffs + offset,
    trial: d.trial + offset,
    alt: d.alt + offset,
    integrator: d.integrator + offset,
    kernel10: d.kernel10 + offset,
  };
}
