import { describe, expect, it, vi } from 'vitest';
import { sendRequest, type TryRequest } from '../send';

const request: TryRequest = {
  target: 'http://localhost:5618',
  method: 'POST',
  path: '/register',
  contentType: 'application/json',
  body: '{"Tra":{}}',
  prefer: 'code=400, example=rc-bad-sum',
};

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), {
    status,
    statusText: 'Bad Request',
    headers: { 'content-type': 'application/json' },
  });

describe('sendRequest', () => {
  it('sends the body, its type and the Prefer header, and shows an error status as an answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(json(400, { TraC: { Result: { RC: 'BAD' } } })));
    let clock = 0;
    const outcome = await sendRequest(request, { fetch, now: () => (clock += 12) });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://localhost:5618/register');
    expect(init).toMatchObject({ method: 'POST', body: '{"Tra":{}}', mode: 'cors', credentials: 'omit' });
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Prefer: 'code=400, example=rc-bad-sum' });
    expect(outcome).toEqual({
      kind: 'answer',
      status: 400,
      statusText: 'Bad Request',
      contentType: 'application/json',
      body: JSON.stringify({ TraC: { Result: { RC: 'BAD' } } }, null, 2),
      ms: 12,
    });
  });

  it('sends no Content-Type without a body, and summarises a binary answer by its size', async () => {
    const png = new Response(new Uint8Array(1234), { status: 200, headers: { 'content-type': 'image/png' } });
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(png));
    const outcome = await sendRequest(
      { target: 'http://localhost:5618', method: 'GET', path: '/recorder/lastdh/qr' },
      { fetch },
    );
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({});
    expect(outcome).toMatchObject({ kind: 'answer', body: '(1,234 bytes of image/png)' });
  });

  it('tells CORS (the server answers a no-cors probe) from nothing listening (the probe fails too)', async () => {
    const refused = () => Promise.reject(new TypeError('Failed to fetch'));
    const corsFetch = vi.fn<typeof globalThis.fetch>((_url, init) =>
      init?.mode === 'no-cors' ? Promise.resolve(new Response(null, { status: 200 })) : refused(),
    );
    expect(await sendRequest(request, { fetch: corsFetch })).toEqual({
      kind: 'cors',
      target: 'http://localhost:5618',
      seconds: 10,
    });
    expect(corsFetch.mock.calls[1]).toEqual([
      'http://localhost:5618/',
      expect.objectContaining({ mode: 'no-cors', credentials: 'omit' }),
    ]);
    expect(await sendRequest(request, { fetch: vi.fn(refused) })).toMatchObject({ kind: 'unreachable' });
  });

  it('gives up after the timeout and says so', async () => {
    const hanging = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    expect(await sendRequest(request, { fetch: hanging, timeoutMs: 20 })).toEqual({
      kind: 'timeout',
      target: 'http://localhost:5618',
      seconds: 0,
    });
    expect(hanging).toHaveBeenCalledOnce();
  });
});
