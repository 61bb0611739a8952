import { readmeStartCommand, summarise } from './first-start-figures';

describe('readmeStartCommand', () => {
  const readme = (line: string) =>
    `# Schola\n\n## Run the tests\n\n\`\`\`sh\nnpm install && npm test\n\`\`\`\n\n## Start it\n\n\`\`\`sh\n${line}\n\`\`\`\n`;

  it('takes the start section’s command without the install step', () => {
    expect(readmeStartCommand(readme('npm install && npm run demo'))).toBe('npm run demo');
    expect(readmeStartCommand(readme('npm ci && npm run build && npm start'))).toBe(
      'npm run build && npm start',
    );
  });

  it('refuses a README without a start command', () => {
    expect(() => readmeStartCommand('# Schola\n')).toThrow('## Start it');
    expect(() => readmeStartCommand(readme('npm install'))).toThrow('no start command');
  });
});

describe('summarise', () => {
  it('gives the median and the maximum, whatever the order', () => {
    expect(summarise([3, 1, 2])).toEqual({ p50: 2, max: 3 });
    expect(summarise([4, 1, 3, 2])).toEqual({ p50: 2, max: 4 });
    expect(() => summarise([])).toThrow();
  });
});
