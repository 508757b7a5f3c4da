import { afterEach, describe, expect, it, vi } from 'vitest';

const load = async () => {
  vi.resetModules();
  return import('../env');
};

describe('APP_START', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('starts pages once painted unless told otherwise', async () => {
    vi.stubEnv('APP_START', '');
    expect((await load()).appStart).toBe('painted');
    vi.stubEnv('APP_START', ' stock ');
    expect((await load()).appStart).toBe('stock');
  });

  it('names the variable and the values it takes when the value is wrong', async () => {
    vi.stubEnv('APP_START', 'interaction');
    await expect(load()).rejects.toThrow('APP_START must be one of painted, stock (got "interaction").');
  });
});
