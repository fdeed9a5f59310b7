import { jsonPlaceOf } from './json-path-offset.ts';
import type { PositionedDocument } from './positioned-document.ts';

/**
 * A JSON description, read with JSON.parse: js-yaml takes seconds over GitHub's 13 MB of JSON where JSON.parse takes
 * a tenth of one, and `yaml`'s position-aware tree takes a gigabyte of it. Positions are found by following
 * a problem's path through the text (json-path-offset.ts). Undefined when the text is not plain JSON (comments, trailing commas, YAML
 * that starts with a brace): the YAML reader then reads it as before.
 */
export function parseJsonPositioned(text: string): PositionedDocument | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  let lineStarts: number[] | undefined;
  const at = (offset: number) => {
    lineStarts ??= startsOfLines(text);
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low]! + 1 };
  };
  return {
    value,
    errors: [],
    locate: (segments) => at(jsonPlaceOf(text, segments).value),
    locateKey(segments) {
      const place = jsonPlaceOf(text, segments);
      return at(place.key ?? place.value);
    },
    locateRef(target) {
      const index = text.indexOf(`"$ref": ${JSON.stringify(target)}`);
      const compact = index < 0 ? text.indexOf(`"$ref":${JSON.stringify(target)}`) : index;
      return compact < 0 ? undefined : at(text.indexOf('"', compact + 7));
    },
  };
}

function startsOfLines(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
