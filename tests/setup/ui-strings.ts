// Run before each test file (vitest.config.ts, setupFiles). The viewer names its text `UI.<key>`, which the viewer's
// bundle replaces with string literals (scripts/build-tool.mjs); vitest imports the viewer's modules as they are, so
// the global they read is given here, in the default language, the one the tests of those modules expect.
import { ptBR } from '../../format/ui-strings/pt-BR.ts';

Object.assign(globalThis, { UI: ptBR });
