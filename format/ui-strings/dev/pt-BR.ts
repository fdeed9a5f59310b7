/** The text of `docsgen watch`'s own pages and error overlay, in Brazilian Portuguese. */
export const devPtBR = {
  errorsInBuild: (count: number) => `docsgen: ${count} erro${count === 1 ? '' : 's'} na compilação`,
  close: 'Fechar',
  lastGoodShown: 'A última versão sem erros continua sendo exibida. Corrija os arquivos e este painel some sozinho.',
  nothingShownYet: 'Ainda não há uma versão sem erros para exibir: o site aparece assim que os erros forem corrigidos.',
  hideTip: 'Esc ou Fechar esconde este painel até os erros mudarem.',
  excerptOf: (location: string) => `Trecho de ${location}`,
  placeholderTitle: 'docsgen watch: aguardando uma versão sem erros',
  placeholderHeading: 'O site ainda não compilou sem erros.',
  placeholderText:
    'Ainda não há uma versão sem erros para exibir. Os erros aparecem no painel e no terminal; corrija-os e esta\n' +
    'página mostra o site sozinha.',
};

export type DevStrings = typeof devPtBR;
