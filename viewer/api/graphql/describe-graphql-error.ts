import type { GraphQLError } from 'graphql';

type Rule = [RegExp, (...groups: string[]) => string];

/** graphql-js's most frequent validation messages, in Portuguese. */
const VALIDATION: Rule[] = [
  [/^Cannot query field "(.+?)" on type "(.+?)"\./, (field, type) => `o tipo "${type}" não tem o campo "${field}".`],
  [/^Unknown argument "(.+?)" on field "(.+?)"\./, (arg, field) => `o campo "${field}" não tem o argumento "${arg}".`],
  [
    /^Field "(.+?)" argument "(.+?)" of type "(.+?)" is required/,
    (field, arg, type) => `falta o argumento obrigatório "${arg}" (${type}) do campo "${field}".`,
  ],
  [
    /^Field "(.+?)" of type "(.+?)" must have a selection of subfields/,
    (field, type) => `o campo "${field}" é do tipo "${type}": escolha os seus subcampos, como em "${field} { ... }".`,
  ],
  [
    /^Field "(.+?)" must not have a selection since type "(.+?)" has no subfields/,
    (field, type) => `o campo "${field}" é do tipo "${type}", que não tem subcampos: tire a seleção entre chaves.`,
  ],
  [/^Unknown type "(.+?)"\./, (type) => `o esquema não tem o tipo "${type}".`],
  [
    /^Expected value of type "(.+?)", found (.+?)(?:\.|; [\s\S]*)$/,
    (type, value) => `o valor ${value} não é do tipo "${type}".`,
  ],
  [
    /^(Int|Float|String|Boolean|ID) cannot represent (?:a )?non[- ][\w-]+ value: (.+)$/,
    (type, value) => `o valor ${value} não é do tipo "${type}".`,
  ],
  [/^Variable "(.+?)" is not defined/, (name) => `a variável "${name}" não foi declarada na operação.`],
  [/^Variable "(.+?)" is never used/, (name) => `a variável "${name}" foi declarada, mas não é usada.`],
  [
    /^Variable "(.+?)" of type "(.+?)" used in position expecting type "(.+?)"\./,
    (name, type, expected) => `a variável "${name}" é do tipo "${type}", mas aqui o tipo esperado é "${expected}".`,
  ],
  [/^Unknown fragment "(.+?)"\./, (name) => `o fragmento "${name}" não existe.`],
  [/^Fragment "(.+?)" is never used\./, (name) => `o fragmento "${name}" não é usado.`],
  [/^There can be only one operation named "(.+?)"\./, (name) => `há mais de uma operação chamada "${name}".`],
  [
    /^This anonymous operation must be the only defined operation\./,
    () => 'uma operação sem nome precisa ser a única da consulta.',
  ],
  [/^Unknown directive "(.+?)"\./, (name) => `a diretiva "${name}" não existe.`],
];

/** The parser's messages ("Syntax Error: …"), in Portuguese. */
const SYNTAX: Rule[] = [
  [/^Expected (.+), found (.+)\.$/, (expected, found) => `esperava ${token(expected)}, mas encontrou ${token(found)}.`],
  [/^Unexpected (.+)\.$/, (found) => `não esperava ${token(found)}.`],
  [/^Unterminated string\.$/, () => 'texto sem as aspas de fechamento.'],
];

/**
 * A graphql-js error in Portuguese, with its line and column. A message without a translation keeps graphql-js's
 * English words after a Portuguese sentence, marked as such, as they are still what a developer needs.
 */
export function describeGraphqlError(error: GraphQLError): string {
  const at = error.locations?.[0];
  const where = at ? `linha ${at.line}, coluna ${at.column}: ` : '';
  return `${where}${translateGraphqlMessage(error.message)}`;
}

/** graphql-js's message alone in Portuguese, for where the place is shown otherwise (the editor's marks). */
export function translateGraphqlMessage(message: string): string {
  const syntax = /^Syntax Error: (.*)$/s.exec(message);
  const [rules, text] = syntax ? [SYNTAX, syntax[1]!] : [VALIDATION, message];
  for (const [pattern, say] of rules) {
    const match = pattern.exec(text);
    if (!match) continue;
    const said = say(...match.slice(1));
    return `${syntax ? 'erro de sintaxe: ' : ''}${said}${suggestion(text, said)}`;
  }
  return `${syntax ? 'erro de sintaxe' : 'a consulta não confere com o esquema'} (mensagem do graphql-js, em inglês: ${message})`;
}

/**
 * graphql-js's "Did you mean "a" or "b"?", as a question in Portuguese; left out when the sentence already shows
 * them (a missing selection's example, "farm { ... }").
 */
function suggestion(message: string, said: string): string {
  const names = /Did you mean (.+)\?$/.exec(message)?.[1]?.match(/"[^"]+"/g);
  if (!names || names.every((name) => said.includes(name))) return '';
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}` : names[0];
  return ` Você quis dizer ${list}?`;
}

/** A token as the parser names it (<EOF>, Name "x", "{"), in words. */
function token(text: string): string {
  if (text === '<EOF>') return 'o fim da consulta';
  const named = /^(Name|Int|Float|String|BlockString) "(.*)"$/.exec(text);
  if (named) return named[1] === 'Name' ? `o nome "${named[2]}"` : `o valor "${named[2]}"`;
  if (text === 'Name') return 'um nome';
  return text;
}
