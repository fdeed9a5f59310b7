import type { AssetCall } from '../assets/asset-registry.ts';
import type { DiagramRef } from '../core/render-env.ts';
import { observeHighlights } from '../highlight/highlight.ts';
import type { DocPage } from '../page/doc-page.ts';
import type { PageContext } from '../page/page-context.ts';
import type { DocSource } from '../sources/doc.ts';
import { type DocRead, DocReads, recordingApis, recordingCategories } from './doc-reads.ts';

/** What rendering one doc did besides returning its page, gathered while it renders. */
export interface RenderEffects {
  /** The files it published, in order (see AssetRegistry.setObserver). */
  assets: AssetCall[];
  /** Its code blocks' keys in the highlight cache. */
  highlights: string[];
  /** Its mermaid diagrams, which a reused doc sends to the check again. */
  diagrams: [file: string, diagram: DiagramRef][];
  /** The files it includes as partials, by their paths on disk. */
  partials: string[];
  /** What it asked of the rest of the site (see DocReads). */
  reads: DocReads;
}

/**
 * Gathers the effects of the doc being rendered, for a cache that reuses docs (the build's PageCache, watch mode's
 * RenderedDocs): its placements' contexts come from `watching`, and each doc renders through `record`.
 */
export class EffectRecorder {
  private current: RenderEffects | undefined;

  /** A placement's context, with its diagrams, partials, categories and APIs told to the doc being rendered. */
  watching(ctx: PageContext): PageContext {
    const check = ctx.checkDiagram;
    const read = (question: DocRead) => this.current?.reads.add(question);
    return {
      ...ctx,
      checkDiagram: (file, diagram) => {
        this.current?.diagrams.push([file, diagram]);
        check?.(file, diagram);
      },
      onPartial: (file) => this.current?.partials.push(file),
      apis: recordingApis(ctx.apis, read),
      ...(ctx.categories ? { categories: recordingCategories(ctx.categories, read) } : {}),
    };
  }

  /** `render`'s page of `doc`, in a context from `watching`, with what rendering it did besides. */
  record(doc: DocSource, ctx: PageContext, render: () => DocPage): { page: DocPage; effects: RenderEffects } {
    const reads = new DocReads(['nav', doc.id]);
    const effects: RenderEffects = { assets: [], highlights: [], diagrams: [], partials: [], reads };
    this.current = effects;
    ctx.assets.setObserver((call) => effects.assets.push(call));
    observeHighlights((key) => effects.highlights.push(key));
    try {
      return { page: render(), effects };
    } finally {
      ctx.assets.setObserver(undefined);
      observeHighlights(undefined);
      this.current = undefined;
    }
  }
}
