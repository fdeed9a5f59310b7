/**
 * Node has WebAssembly as a global, but @types/node 20 declares it only
 * through the DOM's types, which the compiler is checked without. Declared
 * here as far as the highlighter uses it.
 */
declare namespace WebAssembly {
  type Imports = Record<string, Record<string, unknown>>;
  interface Instance {
    readonly exports: Record<string, unknown>;
  }
  interface Module {}
  interface WebAssemblyInstantiatedSource {
    instance: Instance;
    module: Module;
  }
  function instantiate(bytes: ArrayBufferView | ArrayBuffer, imports?: Imports): Promise<WebAssemblyInstantiatedSource>;
}
