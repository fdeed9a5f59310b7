import type { DevStrings } from './pt-BR.ts';

/** The text of `docsgen watch`'s own pages and error overlay, in English. */
export const devEn: DevStrings = {
  errorsInBuild: (count: number) => `docsgen: ${count} error${count === 1 ? '' : 's'} in the build`,
  close: 'Close',
  lastGoodShown: 'The last version without errors is still shown. Fix the files and this panel goes away by itself.',
  nothingShownYet: 'There is no version without errors to show yet: the site appears as soon as the errors are fixed.',
  hideTip: 'Esc or Close hides this panel until the errors change.',
  excerptOf: (location: string) => `Excerpt of ${location}`,
  placeholderTitle: 'docsgen watch: waiting for a version without errors',
  placeholderHeading: 'The site has not built without errors yet.',
  placeholderText:
    'There is no version without errors to show yet. The errors are in the panel and in the terminal; fix them and\n' +
    'this page shows the site by itself.',
};
