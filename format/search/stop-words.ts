/**
 * Portuguese words too common to tell sections apart, in folded form
 * (lowercase, no accents). Kept short on purpose: negations ("nao", "sem")
 * and words that are also API terms stay searchable.
 */
export const PORTUGUESE_STOP_WORDS: ReadonlySet<string> = new Set(
  `a o as os um uma uns umas de do da dos das em no na nos nas num numa
  por pelo pela pelos pelas para pra com e ou que se ao aos
  ser sao foi era como mais mas seu sua seus suas este esta estes estas
  esse essa esses essas isso isto ele ela eles elas lhe voce voces
  ja tambem quando onde qual quais entre ate apos cada ha ter tem
  the of and to in is`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * English words too common to tell sections apart, kept as short as the Portuguese list: negations ("not", "no")
 * and words that are also API terms ("get", "set", "on") stay searchable.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  `a an the of and or to in into is are was were be been it its this that these those
  for with as by at from if then than so such can will would should there their they them
  you your we our he she his her which who what when where how also`
    .split(/\s+/)
    .filter(Boolean),
);
