// Ports for `npm start` (scripts/start.mjs): the usual one when it is free, otherwise a free one
// next to it, or a message naming the variable to set. Another program's server on the usual port
// is never reused: a site that talks to a foreign identity provider would fail in confusing ways.
import net from 'node:net';

/** Whether nothing listens on `port` on the loopback addresses (IPv4, and IPv6 where it exists). */
export async function isFree(port) {
  for (const host of ['127.0.0.1', '::1']) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', (error) => resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'));
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
    });
    if (!free) return false;
  }
  return true;
}

/**
 * The port to use for a service: the one `variable` names (which must then be free), else
 * `preferred`, else the next free one up to `preferred + range`. Throws an Error whose message names
 * the variable when there is none.
 * @param {{ variable: string, value?: string, preferred: number, range?: number }} options
 * @returns {Promise<{ port: number, moved: boolean }>}
 */
export async function choosePort({ variable, value, preferred, range = 100 }) {
  if (value !== undefined && value !== '') {
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${variable} must be a port number from 1 to 65535 (got "${value}").`);
    }
    if (!(await isFree(port))) {
      throw new Error(`Port ${port} (${variable}) is in use by another program. Set ${variable} to a free port.`);
    }
    return { port, moved: false };
  }
  for (let port = preferred; port <= preferred + range; port++) {
    if (await isFree(port)) return { port, moved: port !== preferred };
  }
  throw new Error(`Ports ${preferred}–${preferred + range} are all in use. Set ${variable} to a free port.`);
}
