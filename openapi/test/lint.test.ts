import { createConfig, lint } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { contractPath } from '../index.js';

describe('portal.yaml under the Redocly recommended ruleset', () => {
  it('has no errors and no warnings', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lint({ ref: contractPath, config });
    const shown = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`,
    );
    expect(shown.filter((line) => line.startsWith('error'))).toEqual([]);
    expect(shown).toEqual([]);
  });

  it('catches a broken document (the lint really runs)', async () => {
    const { lintFromString } = await import('@redocly/openapi-core');
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source:
        'openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    get:\n      responses: {}\n',
      absoluteRef: '/virtual/broken.yaml',
      config,
    });
    expect(problems.some((p) => p.severity === 'error')).toBe(true);
  });
});
