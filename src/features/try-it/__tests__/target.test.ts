import { describe, expect, it } from 'vitest';
import { checkTarget, initialTarget, rememberTarget, storedTarget, targetStorageKey } from '../target';

/** A Storage whose every call throws, as browsers do when site data is blocked. */
const blocked = new Proxy({} as Storage, {
  get: () => () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
});

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('checkTarget', () => {
  it("accepts an EFR on the reader's computer, with or without the scheme, as its origin", () => {
    expect(checkTarget(' http://localhost:5618/ ', null)).toEqual({ ok: true, origin: 'http://localhost:5618' });
    expect(checkTarget('127.0.0.1:4020', null)).toEqual({ ok: true, origin: 'http://127.0.0.1:4020' });
    expect(checkTarget('https://localhost:5619', null)).toEqual({ ok: true, origin: 'https://localhost:5619' });
  });

  it('accepts the configured target, and no other host (the CSP would block it)', () => {
    expect(checkTarget('https://efr.example.com', 'https://efr.example.com')).toMatchObject({ ok: true });
    const other = checkTarget('http://192.168.10.20:5618', null);
    expect(other).toMatchObject({ ok: false });
    expect(!other.ok && other.problem).toContain('security policy blocks 192.168.10.20:5618');
    expect(!other.ok && other.problem).toContain('http://localhost:<port>');
  });

  it('names the fix for an empty address, a path, another scheme and text that is no address', () => {
    expect(checkTarget('  ', null)).toEqual({
      ok: false,
      problem: 'Enter the address of an EFR, such as http://localhost:5618.',
    });
    expect(checkTarget('http://localhost:5618/register', null)).toEqual({
      ok: false,
      problem: 'Enter the address without a path: http://localhost:5618. Each call adds its own path.',
    });
    expect(checkTarget('ftp://localhost:21', null)).toMatchObject({ ok: false });
    expect(checkTarget('http://local host', null)).toMatchObject({ ok: false });
  });
});

describe('the remembered address', () => {
  it('is kept in localStorage and wins over the configured target', () => {
    const storage = memoryStorage();
    expect(initialTarget('http://127.0.0.1:4020', storage)).toBe('http://127.0.0.1:4020');
    expect(rememberTarget('http://localhost:5618', storage)).toBe(true);
    expect(storage.getItem(targetStorageKey)).toBe('http://localhost:5618');
    expect(initialTarget('http://127.0.0.1:4020', storage)).toBe('http://localhost:5618');
  });

  it('is skipped without failing when storage is blocked or missing', () => {
    expect(storedTarget(blocked)).toBeNull();
    expect(rememberTarget('http://localhost:5618', blocked)).toBe(false);
    expect(rememberTarget('http://localhost:5618', null)).toBe(false);
    expect(initialTarget(null, blocked)).toBe('');
  });
});
