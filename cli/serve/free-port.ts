import net from 'node:net';

/** Whether a server could listen on `port` at `host` now: a listener opened there and closed at once. */
function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/**
 * The first port after `busy` that is free at `host`, of the next `tries`: what `watch` and `serve` offer instead of
 * a port in use, as Vite and webpack's dev server do. None when all of them are taken.
 */
export async function nextFreePort(busy: number, host: string, tries = 20): Promise<number | undefined> {
  for (let port = busy + 1; port <= Math.min(65535, busy + tries); port++) if (await isFree(port, host)) return port;
  return undefined;
}
