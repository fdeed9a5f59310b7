import type { GraphQLError } from 'graphql';

type Rule = [RegExp, (...groups: string[]) => string];

/** graphql-js's most frequent validation messages, in the interface's language. */
const VALIDATION: Rule[] = [
  [
    /^Cannot query field "(.+?)" on type "(.+?)"\./,
    (field, type) => `${UI.graphqlType} "${type}" ${UI.graphqlHasNoField} "${field}".`,
  ],
  [
    /^Unknown argument "(.+?)" on field "(.+?)"\./,
    (arg, field) => `${UI.graphqlField} "${field}" ${UI.graphqlHasNoArgument} "${arg}".`,
  ],
  [
    /^Field "(.+?)" argument "(.+?)" of type "(.+?)" is required/,
    (field, arg, type) => `${UI.graphqlMissingArgument} "${arg}" (${type}) ${UI.graphqlOfField} "${field}".`,
  ],
  [
    /^Field "(.+?)" of type "(.+?)" must have a selection of subfields/,
    (field, type) =>
      `${UI.graphqlField} "${field}" ${UI.graphqlIsOfType} "${type}"${UI.graphqlChooseSubfields} "${field} { ... }".`,
  ],
  [
    /^Field "(.+?)" must not have a selection since type "(.+?)" has no subfields/,
    (field, type) => `${UI.graphqlField} "${field}" ${UI.graphqlIsOfType} "${type}"${UI.graphqlNoSubfields}`,
  ],
  [/^Unknown type "(.+?)"\./, (type) => `${UI.graphqlUnknownType} "${type}".`],
  [
    /^Expected value of type "(.+?)", found (.+?)(?:\.|; [\s\S]*)$/,
    (type, value) => `${UI.graphqlValue} ${value} ${UI.graphqlIsNotOfType} "${type}".`,
  ],
  [
    /^(Int|Float|String|Boolean|ID) cannot represent (?:a )?non[- ][\w-]+ value: (.+)$/,
    (type, value) => `${UI.graphqlValue} ${value} ${UI.graphqlIsNotOfType} "${type}".`,
  ],
  [/^Variable "(.+?)" is not defined/, (name) => `${UI.graphqlVariable} "${name}" ${UI.graphqlNotDeclared}`],
  [/^Variable "(.+?)" is never used/, (name) => `${UI.graphqlVariable} "${name}" ${UI.graphqlDeclaredUnused}`],
  [
    /^Variable "(.+?)" of type "(.+?)" used in position expecting type "(.+?)"\./,
    (name, type, expected) =>
      `${UI.graphqlVariable} "${name}" ${UI.graphqlIsOfType} "${type}"${UI.graphqlExpectedHere} "${expected}".`,
  ],
  [/^Unknown fragment "(.+?)"\./, (name) => `${UI.graphqlFragment} "${name}" ${UI.graphqlDoesNotExist}`],
  [/^Fragment "(.+?)" is never used\./, (name) => `${UI.graphqlFragment} "${name}" ${UI.graphqlFragmentUnused}`],
  [/^There can be only one operation named "(.+?)"\./, (name) => `${UI.graphqlDuplicateOperation} "${name}".`],
  [/^This anonymous operation must be the only defined operation\./, () => UI.graphqlAnonymousOperation],
  [/^Unknown directive "(.+?)"\./, (name) => `${UI.graphqlDirective} "${name}" ${UI.graphqlDoesNotExist}`],
];

/** The parser's messages ("Syntax Error: …"), in the interface's language. */
const SYNTAX: Rule[] = [
  [
    /^Expected (.+), found (.+)\.$/,
    (expected, found) => `${UI.graphqlExpected} ${token(expected)}${UI.graphqlButFound} ${token(found)}.`,
  ],
  [/^Unexpected (.+)\.$/, (found) => `${UI.graphqlUnexpected} ${token(found)}.`],
  [/^Unterminated string\.$/, () => UI.graphqlUnterminatedString],
];

/**
 * A graphql-js error in the interface's language, with its line and column. A message without a translation keeps
 * graphql-js's English words after a sentence in that language, marked as such, as they are still what a developer
 * needs.
 */
export function describeGraphqlError(error: GraphQLError): string {
  const at = error.locations?.[0];
  const where = at ? `${UI.graphqlLine} ${at.line}, ${UI.graphqlColumn} ${at.column}: ` : '';
  return `${where}${translateGraphqlMessage(error.message)}`;
}

/** graphql-js's message alone, for where the place is shown otherwise (the editor's marks). */
export function translateGraphqlMessage(message: string): string {
  const syntax = /^Syntax Error: (.*)$/s.exec(message);
  const [rules, text] = syntax ? [SYNTAX, syntax[1]!] : [VALIDATION, message];
  for (const [pattern, say] of rules) {
    const match = pattern.exec(text);
    if (!match) continue;
    const said = say(...match.slice(1));
    return `${syntax ? `${UI.graphqlSyntaxError}: ` : ''}${said}${suggestion(text, said)}`;
  }
  return `${syntax ? UI.graphqlSyntaxError : UI.graphqlMismatch} (${UI.graphqlOriginal} ${message})`;
}

/**
 * graphql-js's "Did you mean "a" or "b"?", as a question in the interface's language; left out when the sentence
 * already shows them (a missing selection's example, "farm { ... }").
 */
function suggestion(message: string, said: string): string {
  const names = /Did you mean (.+)\?$/.exec(message)?.[1]?.match(/"[^"]+"/g);
  if (!names || names.every((name) => said.includes(name))) return '';
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} ${UI.graphqlOr} ${names.at(-1)}` : names[0];
  return ` ${UI.graphqlDidYouMean} ${list}?`;
}

/** A token as the parser names it (<EOF>, Name "x", "{"), in words. */
function token(text: string): string {
  if (text === '<EOF>') return UI.graphqlEndOfQuery;
  const named = /^(Name|Int|Float|String|BlockString) "(.*)"$/.exec(text);
  if (named) return `${named[1] === 'Name' ? UI.graphqlName : UI.graphqlValue} "${named[2]}"`;
  if (text === 'Name') return UI.graphqlAName;
  return text;
}
