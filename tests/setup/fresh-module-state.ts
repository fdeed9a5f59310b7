// Run before each test file (vitest.config.ts, setupFiles). Test files share their worker's modules (isolate: false),
// so what a module keeps between calls is put back as a new process has it, and no test file sees another's. The other
// module-level maps in cli/ remember pure functions of their keys (OpenAPI validators by version, search terms by word,
// magic-comment patterns by language, the config schema's keys, line tokens by grammar, which a reset highlighter
// replaces) or are WeakMaps keyed by one build's own objects, so they cannot change a result and are left as they are.
import { resetHighlighter } from '../../cli/highlight/highlight.ts';
import { resetLanguageNames } from '../../cli/highlight/language-names.ts';
import { resetParsers } from '../../cli/markdown/render-doc.ts';

resetHighlighter();
resetLanguageNames();
resetParsers();
