export interface E2EPorts {
  api: number;
  shell: number;
  issue: number;
  notes: number;
  epic: number;
  diffs: number;
  trial: number;
  alt: number;
  integrator: number;
  kernel10: number;
}
export declare const INSTANCE_STRIDE: number;
export declare function currentInstance(): number;
export declare function e2ePorts(instance?: number): E2EPorts;
