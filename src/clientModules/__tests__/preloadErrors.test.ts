import { describe, expect, it, vi } from 'vitest';
import { handlePreloadFailures } from '../preloadErrors';

describe('handlePreloadFailures', () => {
  it('logs a failed preload instead of leaving the rejection unhandled, and returns the same result', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = Promise.reject(new Error('Loading chunk 12 failed.'));
    const preload = handlePreloadFailures(() => failure);
    expect(preload('/efr/api')).toBe(failure);
    await expect(failure).rejects.toThrow('Loading chunk 12 failed.');
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[docusaurus] Preloading /efr/api failed.', expect.any(Error)),
    );
    warn.mockRestore();
  });

  it('passes "already preloaded" (false) through', () => {
    expect(handlePreloadFailures(() => false)('/efr')).toBe(false);
  });
});
