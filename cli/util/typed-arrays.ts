type GrowableArray = Uint8Array<ArrayBuffer> | Int32Array<ArrayBuffer> | Uint32Array<ArrayBuffer>;

/**
 * `array` copied into one of its kind twice as long: for a typed array filled at its end, which grows as an array
 * would, at 1 to 4 bytes an element where an array of numbers takes 8.
 */
export function doubled<T extends GrowableArray>(array: T): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}
