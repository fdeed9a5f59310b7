import { BackgroundWorker, workersAvailable } from '../util/background-worker.ts';
import { warning, type Diagnostic } from '../core/diagnostics.ts';
import { diagramProblem } from './mermaid-parse.ts';
import type { DiagramRef } from '../core/render-env.ts';

export type DiagramMessage = { kind: 'diagrams'; codes: string[] } | { kind: 'finish' };
export type DiagramReply = { kind: 'problems'; problems: [code: string, message: string][] } | { kind: 'finished' };

/** Checks a site's mermaid diagrams with mermaid's own parser, as the pages render. */
export interface DiagramChecker {
  add(file: string, diagram: DiagramRef): void;
  /** Whether a diagram was added. */
  hasDiagrams(): boolean;
  /** A warning at each diagram mermaid cannot parse; nothing is loaded when no diagram was added. */
  finish(): Promise<Diagnostic[]>;
  /** Drops the worker, if one was started; safe to call at any point, and again. */
  close(): void;
}

/**
 * Where a diagram mermaid cannot parse is found: at its fence, with mermaid's message. Docusaurus builds the page and
 * shows the message in place of the diagram, and so does the viewer; hence a warning, not an error.
 */
function diagramWarning(file: string, diagram: DiagramRef, message: string): Diagnostic {
  const lines = /\bline \d/.test(message) ? ' (mermaid counts lines from the first line inside the fence)' : '';
  return warning(
    'invalid-diagram',
    file,
    diagram.line,
    diagram.column,
    `mermaid cannot parse this diagram, and the page shows its message in the diagram's place: ${message}${lines}`,
  );
}

/**
 * Mermaid is loaded only once a page has a diagram. A build checks on a worker thread of its own, started by the first
 * diagram, which loads mermaid (about 0.1 s of CPU) and parses while this thread renders on. `inProcess` (watch mode,
 * where one saved page is checked at a time and mermaid stays loaded) and a run from sources check on this thread.
 * A source repeated on several pages is parsed once.
 */
export function diagramChecker(options: { inProcess?: boolean } = {}): DiagramChecker {
  const sites = new Map<string, { file: string; diagram: DiagramRef }[]>();
  const problems = new Map<string, string>();
  let worker: BackgroundWorker<string, DiagramMessage, DiagramReply> | undefined;
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const onWorker = !options.inProcess && workersAvailable;
  const warnings = () =>
    [...sites].flatMap(([code, at]) => {
      const message = problems.get(code);
      return message === undefined ? [] : at.map((site) => diagramWarning(site.file, site.diagram, message));
    });
  return {
    add(file, diagram) {
      const at = sites.get(diagram.code);
      if (at) return void at.push({ file, diagram });
      sites.set(diagram.code, [{ file, diagram }]);
      if (!onWorker) return;
      // One diagram a message: they are few, and the first one starts the worker on mermaid at once.
      worker ??= new BackgroundWorker<string, DiagramMessage, DiagramReply>(
        'diagram-worker.js',
        1,
        (codes) => ({ kind: 'diagrams', codes }),
        (reply) => {
          if (reply.kind === 'finished') finished();
          else for (const [code, message] of reply.problems) problems.set(code, message);
        },
      );
      worker.add(diagram.code);
    },
    hasDiagrams: () => sites.size > 0,
    async finish() {
      if (!sites.size) return [];
      if (worker) await worker.finish({ kind: 'finish' }, done);
      else {
        for (const code of sites.keys()) {
          const message = await diagramProblem(code);
          if (message !== undefined) problems.set(code, message);
        }
      }
      return warnings();
    },
    close: () => worker?.close(),
  };
}
