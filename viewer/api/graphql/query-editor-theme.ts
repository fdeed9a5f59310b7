import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/**
 * The query editor's colours, all from the viewer's CSS variables (viewer/styles/base.css): the code blocks' token
 * colours on the code blocks' background, so the editor reads as the page's other GraphQL and keeps their contrast in
 * both modes, and the site's surfaces for the suggestion list and the list of problems.
 */
const theme = EditorView.theme({
  '&': {
    maxHeight: '28rem',
    border: '1px solid var(--border)',
    borderRadius: '6px',
    backgroundColor: 'var(--code-background)',
    color: 'var(--code-foreground)',
    fontSize: '0.85rem',
  },
  // The site draws keyboard focus on the editor's frame (viewer/api/api.css), where the reader sees it.
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { overflow: 'auto', fontFamily: 'var(--mono)', lineHeight: '1.5' },
  // About the ten lines the textarea it replaces showed.
  '.cm-content': { minHeight: '15.5em', padding: '6px 0', caretColor: 'var(--code-foreground)' },
  '.cm-line': { padding: '0 10px' },
  '.cm-tooltip': {
    border: '1px solid var(--border)',
    borderRadius: '6px',
    backgroundColor: 'var(--bg-raised)',
    color: 'var(--text)',
    boxShadow: 'var(--shadow)',
  },
  '.cm-tooltip.cm-tooltip-autocomplete > ul': { fontFamily: 'var(--mono)' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: 'var(--brand-soft)',
    color: 'var(--brand-on-soft)',
  },
  '.cm-completionDetail': { color: 'var(--text-muted)' },
  '.cm-tooltip.cm-completionInfo': { maxWidth: '24rem', padding: '4px 8px' },
  // A wavy line in the page's own danger colour, in place of lint's fixed red picture of one.
  '.cm-lintRange-error': {
    backgroundImage: 'none',
    textDecoration: 'underline wavy var(--danger-border)',
    textDecorationSkipInk: 'none',
    textUnderlineOffset: '3px',
  },
  '.cm-lintPoint:after': { borderBottomColor: 'var(--danger-border)' },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--danger-border)' },
  '.cm-panels': { backgroundColor: 'var(--bg-raised)', color: 'var(--text)' },
  '.cm-panels.cm-panels-bottom': { borderTop: '1px solid var(--border)' },
  '.cm-panel.cm-panel-lint ul [aria-selected]': { backgroundColor: 'var(--brand-soft)', color: 'var(--brand-on-soft)' },
});

/** cm6-graphql's tags, coloured as shiki colours GraphQL in the page's code blocks. */
const highlighting = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.definitionKeyword, tags.modifier, tags.bool, tags.null],
    color: 'var(--code-token-keyword)',
  },
  { tag: [tags.propertyName, tags.integer, tags.float, tags.special(tags.name)], color: 'var(--code-token-constant)' },
  { tag: tags.atom, color: 'var(--code-token-function)' },
  { tag: [tags.attributeName, tags.variableName], color: 'var(--code-token-parameter)' },
  { tag: tags.string, color: 'var(--code-token-string)' },
  { tag: tags.lineComment, color: 'var(--code-token-comment)', fontStyle: 'italic' },
  { tag: [tags.punctuation, tags.brace, tags.paren, tags.separator], color: 'var(--code-token-punctuation)' },
]);

/** The words CodeMirror itself shows or tells assistive technology, in the interface's language. */
const phrases = EditorState.phrases.of({
  Completions: UI.graphqlCompletions,
  Diagnostics: UI.graphqlDiagnostics,
  'No diagnostics': UI.graphqlNoDiagnostics,
  close: UI.close,
  'Control character': UI.graphqlControlCharacter,
});

export const queryEditorTheme: Extension = [theme, syntaxHighlighting(highlighting), phrases];
