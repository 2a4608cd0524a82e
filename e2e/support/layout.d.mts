export declare const e2eDir: string;
export declare const repoRoot: string;
export declare const buildsDir: string;
export declare const altTrialBuild: string;
export declare const dataRoot: string;
export declare function instanceDir(instance: number): string;
