import http from 'node:http';
import net from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BusyPortError, listenOrOffer } from '../../../cli/commands/listen-port.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { runDocsgen, startServe, type RunningServer } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const open: { close(): void }[] = [];
afterEach(() => {
  for (const server of open.splice(0)) server.close();
});

/** A real listener on 127.0.0.1 holding a port, as another program would. */
async function takenPort(): Promise<number> {
  const taken = net.createServer();
  open.push(taken);
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  return (taken.address() as net.AddressInfo).port;
}

const server = () => {
  const created = http.createServer((_req, res) => res.end('ok'));
  open.push(created);
  return created;
};

describe('listenOrOffer', () => {
  it('takes the next free port when the writer says yes, having asked which', async () => {
    const port = await takenPort();
    const questions: string[] = [];
    const actual = await listenOrOffer(server(), port, '127.0.0.1', async (question) => {
      questions.push(question);
      return true;
    });
    expect(actual).toBeGreaterThan(port);
    expect(questions).toEqual([`docsgen: port ${port} is already in use; use port ${actual}? (Y/n) `]);
    expect(await (await fetch(`http://127.0.0.1:${actual}/`)).text()).toBe('ok');
  });

  it('fails naming the next free port when the writer says no, or when nobody can answer', async () => {
    const port = await takenPort();
    for (const ask of [async () => false, undefined]) {
      const error = await listenOrOffer(server(), port, '127.0.0.1', ask).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BusyPortError);
      expect((error as BusyPortError).next).toBeGreaterThan(port);
      expect((error as BusyPortError).message).toContain(`--port ${(error as BusyPortError).next}`);
    }
  });

  it('listens on the port asked for when it is free, without asking', async () => {
    const port = await takenPort();
    open.pop()!.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const asked = await listenOrOffer(server(), port, '127.0.0.1', async () => {
      throw new Error('asked');
    });
    expect(asked).toBe(port);
  });
});

describe('--port 0', () => {
  let serving: RunningServer | undefined;
  beforeAll(async () => {
    await ensureBuilt();
  });
  afterEach(async () => {
    await serving?.stop();
  });

  it('serves on any free port and prints its URL', async () => {
    const project = tempProject();
    expect(runDocsgen(['build'], project.dir).status).toBe(0);
    serving = await startServe('site', project.dir);
    expect(serving.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/?$/);
    expect(serving.url).not.toMatch(/:0\/?$/);
    expect((await fetch(`${serving.url.replace(/\/$/, '')}/docs/about/intro`)).status).toBe(200);
  });
});
