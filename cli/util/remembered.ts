/**
 * A function's results by key, for inputs that repeat across pages (a description, a formula, an HTML snippet): each
 * made once, and all let go at once when `limit` keys are held, so that a long watch session stays bounded.
 */
export function remembered<T>(limit: number): (key: string, make: () => T) => T {
  const known = new Map<string, T>();
  return (key, make) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= limit) known.clear();
      value = make();
      known.set(key, value);
    }
    return value;
  };
}
