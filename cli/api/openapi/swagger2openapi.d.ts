// swagger2openapi ships no types: the part of its API that swagger2.ts calls.
declare module 'swagger2openapi' {
  interface ConvertOptions {
    patch?: boolean;
    warnOnly?: boolean;
    anchors?: boolean;
    text?: string;
  }
  const converter: { convertObj(swagger: object, options: ConvertOptions): Promise<{ openapi: object }> };
  export default converter;
}
