import { describe, expect, it, vi } from 'vitest';
import { loadDocument } from '../document';

describe('loadDocument', () => {
  it('fetches the description once for all panels of a page, and again after a failure', async () => {
    const failing = vi.fn<typeof fetch>(() => Promise.resolve(new Response('gone', { status: 404 })));
    await expect(loadDocument('/api/a.json', failing)).rejects.toThrow('/api/a.json: HTTP 404');
    const working = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ openapi: '3.1.0' })));
    const [first, second] = await Promise.all([
      loadDocument('/api/a.json', working),
      loadDocument('/api/a.json', working),
    ]);
    expect(first).toEqual({ openapi: '3.1.0' });
    expect(second).toBe(first);
    expect(working).toHaveBeenCalledOnce();
  });
});
