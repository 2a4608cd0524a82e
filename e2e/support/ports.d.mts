export declare const E2E_PORTS: { api: number; shell: number; issue: number; notes: number; trial: number; alt: number; integrator: number };
