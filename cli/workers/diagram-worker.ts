import { parentPort } from 'node:worker_threads';
import type { DiagramMessage, DiagramReply } from '../markdown/diagram-check.ts';
import { diagramProblem } from '../markdown/mermaid-parse.ts';
import { traceWorkerMemory } from '../util/memory-trace.ts';

traceWorkerMemory('diagram-worker');

/**
 * Entry of the worker thread behind diagramChecker (bundled as dist/diagram-worker.js), started by a build's first
 * mermaid diagram. Diagrams are parsed one after another, in the order they came.
 */
let queue = Promise.resolve();
parentPort!.on('message', (message: DiagramMessage) => {
  queue = queue.then(async () => {
    if (message.kind === 'finish') return parentPort!.postMessage({ kind: 'finished' } satisfies DiagramReply);
    const problems: [string, string][] = [];
    for (const code of message.codes) {
      const problem = await diagramProblem(code);
      if (problem !== undefined) problems.push([code, problem]);
    }
    parentPort!.postMessage({ kind: 'problems', problems } satisfies DiagramReply);
  });
});
