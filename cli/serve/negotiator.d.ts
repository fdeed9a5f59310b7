// negotiator 1.x ships no types, and @types/negotiator describes 0.6, without the `preferred` tie-break used here.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The client's most wanted of `available`, by q-value, ties going to the first of `preferred`. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
