import mermaid from 'mermaid';
import {
  ACTIVE_ATTRIBUTE,
  ACTIVE_ELEMENTS,
  type Mode,
  mermaidConfig,
  UNDRAWN_DIAGRAM_TYPES,
} from './mermaid-config.ts';

/** A diagram of the page (see format/diagrams.ts) and the `<details>` holding its source. */
export interface PageDiagram {
  diagram: HTMLElement;
  source: HTMLDetailsElement;
}

const FAILED = UI.diagramFailed;
const DRAWING_LABEL = UI.diagramDrawing;
const UNDRAWN = (type: string) => `${UI.undrawnDiagramBefore} ${type} ${UI.undrawnDiagramAfter}`;

/** Ids of drawn diagrams: unique on the page, since each drawing's styles are scoped by its SVG's id. */
let drawings = 0;

/** The page's colour mode, as color-mode.ts applies it to the root element. */
function currentMode(): Mode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/**
 * Draws each diagram in the page's colour mode, and again whenever the mode changes. A diagram mermaid cannot parse
 * shows mermaid's message in its place. Returns what stops the redrawing once the page goes.
 */
export function drawDiagrams(diagrams: PageDiagram[]): () => void {
  let drawnIn: Mode | undefined;
  let generation = 0;
  const draw = async () => {
    const mode = currentMode();
    if (mode === drawnIn) return;
    drawnIn = mode;
    const run = ++generation;
    mermaid.initialize(mermaidConfig(mode));
    for (const diagram of diagrams) {
      if (run !== generation) return;
      await drawOne(diagram, mode, () => run === generation);
    }
  };
  const observer = new MutationObserver(() => void draw());
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  void draw();
  return () => {
    observer.disconnect();
    generation++;
  };
}

async function drawOne({ diagram, source }: PageDiagram, mode: Mode, current: () => boolean): Promise<void> {
  const code = source.querySelector('code')?.textContent ?? '';
  const id = `mermaid-drawing-${++drawings}`;
  let drawing: DocumentFragment;
  let drawn = false;
  try {
    const type = diagramType(code);
    if (type && UNDRAWN_DIAGRAM_TYPES.has(type)) {
      drawing = failure(UNDRAWN(type));
    } else {
      const { svg } = await mermaid.render(id, code);
      drawing = svgDrawing(svg, source);
      drawn = true;
    }
  } catch (e) {
    drawing = failure(e instanceof Error ? e.message : String(e));
  }
  // The mode changed while this one was drawn: the next round draws it again.
  if (!current()) return;
  let canvas = diagram.querySelector<HTMLElement>('.mermaid-canvas');
  if (!canvas) {
    canvas = document.createElement('div');
    canvas.className = 'mermaid-canvas';
    diagram.prepend(canvas);
  }
  canvas.replaceChildren(drawing);
  diagram.dataset.mermaidTheme = mode;
  // The source was open for readers without the drawing; once drawn it folds away, unless the reader opened it.
  if (drawn && !diagram.dataset.drawn) {
    source.open = false;
    diagram.dataset.drawn = 'true';
  }
}

/**
 * The drawing as one image for assistive technology: mermaid's accessible title (`accTitle`) names it when the
 * diagram has one, else a label pointing to the source, which describes it.
 */
function svgDrawing(svg: string, source: HTMLElement): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = svg;
  withoutActiveContent(template.content);
  const element = template.content.querySelector('svg');
  if (element) {
    element.setAttribute('role', 'img');
    if (!element.getAttribute('aria-labelledby')) element.setAttribute('aria-label', DRAWING_LABEL);
    const pre = source.querySelector('pre');
    if (pre && !element.getAttribute('aria-describedby')) {
      pre.id ||= `${element.id}-source`;
      element.setAttribute('aria-describedby', pre.id);
    }
  }
  return template.content;
}

/** The diagram's type, as mermaid detects it; undefined when it detects none (render then says why). */
function diagramType(code: string): string | undefined {
  try {
    return mermaid.detectType(code);
  } catch {
    return undefined;
  }
}

/**
 * Takes out of a drawing, while it is still inert in its template, whatever could run script once it is in the page:
 * mermaid's DOMPurify pass already should have, but the drawing is a string parsed again here, and this check is
 * what the page relies on.
 */
function withoutActiveContent(root: DocumentFragment): void {
  for (const element of root.querySelectorAll('*')) {
    if (ACTIVE_ELEMENTS.test(element.localName)) {
      element.remove();
      continue;
    }
    for (const { name, value } of [...element.attributes])
      if (ACTIVE_ATTRIBUTE(name, value)) element.removeAttribute(name);
  }
}

function failure(message: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  const box = document.createElement('div');
  box.className = 'mermaid-error';
  const lead = document.createElement('p');
  lead.textContent = FAILED;
  const detail = document.createElement('pre');
  detail.textContent = message;
  box.append(lead, detail);
  fragment.append(box);
  return fragment;
}
