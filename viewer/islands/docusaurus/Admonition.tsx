import type { ReactNode } from 'react';

// The kinds and titles of the page's admonitions (cli/markdown/plugins/admonitions.ts).
const KINDS: Record<string, [look: string, title: string]> = {
  note: ['note', 'Nota'],
  tip: ['tip', 'Dica'],
  info: ['info', 'Informação'],
  warning: ['warning', 'Aviso'],
  danger: ['danger', 'Perigo'],
  caution: ['warning', 'Cuidado'],
  important: ['info', 'Importante'],
  success: ['tip', 'Sucesso'],
  secondary: ['note', 'Observação'],
};

/** `@theme/Admonition` for islands, in the markup of the page's `:::tip` admonitions. */
export default function Admonition({
  type = 'note',
  title,
  icon,
  children,
}: {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  const [look, defaultTitle] = KINDS[type] ?? KINDS.note!;
  return (
    <div className={`admonition admonition-${look}`} role="note">
      <p className="admonition-title">
        {icon}
        {title ?? defaultTitle}
      </p>
      <div className="admonition-body">{children}</div>
    </div>
  );
}
