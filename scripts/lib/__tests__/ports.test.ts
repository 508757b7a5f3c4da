import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { choosePort, isFree } from '../ports.mjs';

const servers: net.Server[] = [];
/** Another program's server on a port of the loopback interface. */
async function occupy(host = '127.0.0.1', port = 0): Promise<number> {
  const server = net.createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return (server.address() as net.AddressInfo).port;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('choosePort', () => {
  it('takes the preferred port when it is free', async () => {
    const port = await occupy();
    servers.pop()!.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await choosePort({ variable: 'PORT', preferred: port })).toEqual({ port, moved: false });
  });

  it('moves to the next free port when another program holds the preferred one', async () => {
    const taken = await occupy();
    const chosen = await choosePort({ variable: 'PORT', preferred: taken });
    expect(chosen.moved).toBe(true);
    expect(chosen.port).toBeGreaterThan(taken);
    expect(await isFree(chosen.port)).toBe(true);
  });

  it('sees a port held on 0.0.0.0 as taken', async () => {
    const taken = await occupy('0.0.0.0');
    expect(await isFree(taken)).toBe(false);
  });

  it('names the variable when the port it sets is taken or malformed', async () => {
    const taken = await occupy();
    await expect(choosePort({ variable: 'DEV_AUTH_PORT', value: String(taken), preferred: 4010 })).rejects.toThrow(
      `Port ${taken} (DEV_AUTH_PORT) is in use by another program. Set DEV_AUTH_PORT to a free port.`,
    );
    await expect(choosePort({ variable: 'PORT', value: 'http', preferred: 3000 })).rejects.toThrow(
      'PORT must be a port number from 1 to 65535 (got "http").',
    );
  });
});
