/** Pure parts of scripts/first-start.ts: which command the README starts with, and the figures. */

/**
 * The README's start command without its install step: the first line of the `sh` block under
 * "## Start it", e.g. `npm install && npm run demo` gives `npm run demo`.
 */
export function readmeStartCommand(readme: string): string {
  const section = readme.split(/^## Start it$/m)[1];
  const line = section?.match(/```sh\n(.+)\n/)?.[1];
  if (!line) throw new Error('README.md has no ```sh block under "## Start it"');
  const steps = line
    .split('&&')
    .map((step) => step.trim())
    .filter((step) => !/^npm (install|ci)\b/.test(step));
  if (!steps.length) throw new Error(`README's start line has no start command: ${line}`);
  return steps.join(' && ');
}

/** The median (the lower middle of an even count) and the maximum of some durations. */
export function summarise(durations: readonly number[]): { p50: number; max: number } {
  if (!durations.length) throw new Error('no durations');
  const sorted = [...durations].sort((a, b) => a - b);
  return { p50: sorted[Math.floor((sorted.length - 1) / 2)]!, max: sorted[sorted.length - 1]! };
}
