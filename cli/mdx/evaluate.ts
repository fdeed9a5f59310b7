import type { Expression } from './js-parser.ts';
import { translateText } from './translate.ts';

/** What an MDX expression may stand for at build time. */
export type BuildValue = string | number | boolean | null | undefined | BuildValue[] | { [key: string]: BuildValue };

/** What a page's expressions may read. */
export interface Scope {
  /** The page's `export const` values; a name whose value is not a build-time value maps to why. */
  constants: ReadonlyMap<string, { value: BuildValue } | { unsupported: string }>;
  /** A partial's `props`, when the page being read is one. */
  props?: Readonly<Record<string, BuildValue>>;
  /** The local names of `useBaseUrl` (from '@docusaurus/useBaseUrl'), which gives a path of the site as written. */
  baseUrlFunctions: ReadonlySet<string>;
  /** The local names of `translate` (from '@docusaurus/Translate'), with the site's code translations. */
  translateFunctions?: ReadonlySet<string>;
  codeTranslations?: ReadonlyMap<string, string>;
  /** The local names of `useCurrentSidebarCategory` (Docusaurus's docs client), and the category it gives. */
  sidebarCategoryFunctions?: ReadonlySet<string>;
  sidebarCategory?: () => BuildValue | undefined;
}

/** An expression that is not a build-time value, at its offset. */
export class EvaluationError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

export const WHAT_WORKS =
  "an expression may be a literal (\"texto\", 42, true), an object or array of literals, a template string without ${…}, a name the page defines with export const, props.nome in a partial, useBaseUrl('/caminho') or require('./imagem.png').default";

/** Any node acorn gives (an expression, a spread, a property), by what the messages need of it. */
type Node = { type: string; start: number; end: number };

/**
 * The value of an expression, computed at build time: docsgen pages are static payloads, so an expression is a value
 * the build can know. Anything else (calls, functions, JSX, variables the page does not export) is an error that
 * names the expression; `source` is the text the node's offsets point into.
 */
export function evaluate(node: Node, scope: Scope, source: string): BuildValue {
  const fail = (why: string, at: Node = node): never => {
    throw new EvaluationError(`${snippet(source, at)} cannot be computed at build time${why}; ${WHAT_WORKS}`, at.start);
  };
  const n = node as unknown as Expression;
  switch (n.type) {
    case 'Literal':
      if ('regex' in n && n.regex) return fail(': a regular expression is not a value a page can show');
      if (typeof n.value === 'bigint') return fail(': a BigInt is not a value a page can show');
      return n.value as BuildValue;
    case 'TemplateLiteral':
      if (n.expressions.length) return fail(': its ${…} parts are computed when the page runs');
      return n.quasis.map((q) => q.value.cooked ?? q.value.raw).join('');
    case 'ArrayExpression':
      return n.elements.flatMap((element) => {
        if (!element) return [undefined];
        if (element.type === 'SpreadElement') {
          const spread = evaluate(element.argument, scope, source);
          return Array.isArray(spread) ? spread : fail(': only an array can be spread into an array', element);
        }
        return [evaluate(element, scope, source)];
      });
    case 'ObjectExpression': {
      const object: Record<string, BuildValue> = {};
      for (const property of n.properties) {
        if (property.type === 'SpreadElement') {
          const spread = evaluate(property.argument, scope, source);
          if (!isRecord(spread)) return fail(': only an object can be spread into an object', property);
          Object.assign(object, spread);
          continue;
        }
        if (property.kind !== 'init' || property.method)
          return fail(': getters, setters and methods run code', property);
        object[propertyKey(property.key, property.computed, scope, source, fail)] = evaluate(
          property.value as Expression,
          scope,
          source,
        );
      }
      return object;
    }
    case 'Identifier':
      return identifier(n.name, scope, fail);
    case 'MemberExpression': {
      if (isRequireDefault(n)) return (n.object as unknown as { arguments: [{ value: string }] }).arguments[0].value;
      if (n.object.type === 'Super') return fail('');
      const target = evaluate(n.object, scope, source);
      const key = propertyKey(n.property as Expression, n.computed, scope, source, fail);
      if (target === null || target === undefined)
        return n.optional ? undefined : fail(`: ${snippet(source, n.object)} is ${String(target)}`);
      if (Array.isArray(target) && key === 'length') return target.length;
      return Object.hasOwn(target as object, key) ? (target as Record<string, BuildValue>)[key] : undefined;
    }
    case 'CallExpression': {
      const callee = n.callee;
      const [argument] = n.arguments;
      if (
        callee.type === 'Identifier' &&
        scope.baseUrlFunctions.has(callee.name) &&
        n.arguments.length >= 1 &&
        argument?.type !== 'SpreadElement'
      ) {
        const path = evaluate(argument as Expression, scope, source);
        return typeof path === 'string'
          ? path
          : fail(`: ${callee.name} takes a path, such as ${callee.name}('/img/logo.png')`);
      }
      if (callee.type === 'Identifier' && scope.translateFunctions?.has(callee.name))
        return translateCall(n.arguments, scope, source, callee.name, fail);
      if (callee.type === 'Identifier' && scope.sidebarCategoryFunctions?.has(callee.name))
        return (
          scope.sidebarCategory?.() ??
          fail(
            `: ${callee.name}() gives the category whose page this doc is, and no category links to it; give a ` +
              'category `link: { type: "doc", id: "…" }` naming this doc',
          )
        );
      if (callee.type === 'Identifier' && callee.name === 'require')
        return fail(": a required file is used through its default export, as in require('./imagem.png').default");
      return fail(': calls run when the page runs');
    }
    case 'UnaryExpression': {
      const value = evaluate(n.argument, scope, source);
      if (n.operator === '-' && typeof value === 'number') return -value;
      if (n.operator === '+' && typeof value === 'number') return value;
      if (n.operator === '!') return !value;
      return fail('');
    }
    case 'BinaryExpression': {
      if (n.operator !== '+' || n.left.type === 'PrivateIdentifier') return fail('');
      const left = evaluate(n.left, scope, source);
      const right = evaluate(n.right, scope, source);
      if (
        (typeof left === 'string' || typeof left === 'number') &&
        (typeof right === 'string' || typeof right === 'number')
      )
        return (left as string) + (right as string);
      return fail(': only strings and numbers can be joined with +');
    }
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return fail(
        ': a function is code for the browser, and props are values the build computes; define the function inside the component',
      );
    default:
      if (n.type.startsWith('JSX'))
        return fail(": JSX as a value is not supported; write it as the element's children instead");
      return fail('');
  }
}

/** `translate({ id, message, description }, values)`, computed from the site's code translations. */
function translateCall(
  args: readonly { type: string }[],
  scope: Scope,
  source: string,
  name: string,
  fail: (why: string) => never,
): string {
  const usage = `: ${name} takes an object with the message and a values object, as in ${name}({id: 'x', message: 'Olá, {nome}'}, {nome: 'Ana'})`;
  if (args.some((arg) => arg.type === 'SpreadElement')) return fail(usage);
  const [first, second] = args.map((arg) => evaluate(arg as Expression, scope, source));
  if (!isRecord(first) || (second !== undefined && !isRecord(second))) return fail(usage);
  const { id, message } = first;
  if ((id !== undefined && typeof id !== 'string') || (message !== undefined && typeof message !== 'string'))
    return fail(usage);
  if (id === undefined && message === undefined) return fail(usage);
  return translateText(scope.codeTranslations, id, message, second as Record<string, BuildValue> | undefined);
}

function identifier(name: string, scope: Scope, fail: (why: string) => never): BuildValue {
  if (name === 'undefined') return undefined;
  if (name === 'props' && scope.props) return scope.props;
  const constant = scope.constants.get(name);
  if (!constant)
    return fail(`: ${name} is not defined on this page${scope.props ? '' : ' (props exists only in a partial)'}`);
  if ('unsupported' in constant) return fail(`: ${name} is ${constant.unsupported}`);
  return constant.value;
}

function propertyKey(
  key: Expression | { type: string },
  computed: boolean,
  scope: Scope,
  source: string,
  fail: (why: string) => never,
): string {
  if (!computed && key.type === 'Identifier') return (key as { name: string }).name;
  const value = computed ? evaluate(key as Expression, scope, source) : (key as { value: unknown }).value;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return fail(': a property name must be a string or a number');
}

/** `require('./x.png').default`, which Docusaurus pages use for images: the path, resolved like a Markdown image's. */
function isRequireDefault(n: Expression & { type: 'MemberExpression' }): boolean {
  const call = n.object;
  return (
    call.type === 'CallExpression' &&
    call.callee.type === 'Identifier' &&
    call.callee.name === 'require' &&
    call.arguments.length === 1 &&
    call.arguments[0]!.type === 'Literal' &&
    typeof call.arguments[0].value === 'string' &&
    !n.computed &&
    n.property.type === 'Identifier' &&
    n.property.name === 'default'
  );
}

export function isRecord(value: BuildValue): value is Record<string, BuildValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The expression as written, shortened to one line of at most 60 characters. */
export function snippet(source: string, node: { start: number; end: number }): string {
  const text = source.slice(node.start, node.end).replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
