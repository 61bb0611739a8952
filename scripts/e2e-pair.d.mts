// Types for scripts/e2e-pair.mjs (used by e2e/two-instances.spec.ts).
export function pairPorts(port: number): { a: number; b: number; proxy: number };
export function startPair(env: NodeJS.ProcessEnv, port: number): Promise<() => void>;
