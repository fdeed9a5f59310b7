/**
 * The markup of a mermaid diagram in a page body, which the compiler writes and the viewer draws: an element of class
 * MERMAID_CLASS holding the diagram's source in a `<details>` (open until the viewer has drawn it, so a page read
 * before or without the viewer shows the source), which stays as the drawing's text alternative.
 */
export const MERMAID_CLASS = 'mermaid-diagram';
export const MERMAID_SOURCE_CLASS = 'mermaid-source';
