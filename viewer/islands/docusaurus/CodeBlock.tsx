import { Children, type ReactNode } from 'react';

interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: string;
  showLineNumbers?: boolean | number;
}

/**
 * `@theme/CodeBlock` for islands, in the markup of the page's code blocks (cli/markdown/plugins/code-fence.ts), so
 * the site's styles apply. Highlighting runs at build time and the viewer ships no highlighter: a component's code is
 * shown in the block's colours, without token colours.
 */
export default function CodeBlock({ children, language, className, title, showLineNumbers }: CodeBlockProps) {
  const code = Children.toArray(children).join('').replace(/\n$/, '');
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  const lines = code.split('\n');
  const start = typeof showLineNumbers === 'number' ? showLineNumbers : showLineNumbers ? 1 : undefined;
  const style =
    start === undefined
      ? undefined
      : ({
          counterReset: `line ${start - 1}`,
          '--line-digits': String(start + lines.length - 1).length,
        } as Record<string, string | number>);
  return (
    <div
      className={`code-block${start === undefined ? '' : ' line-numbers'}${className ? ` ${className}` : ''}`}
      data-lang={lang}
      style={style}
    >
      {title ? <div className="code-title">{title}</div> : null}
      <pre className="shiki" tabIndex={0}>
        <code>
          {lines.map((line, i) => (
            <span key={i} className="line">
              {line}
              {i < lines.length - 1 ? '\n' : null}
            </span>
          ))}
        </code>
      </pre>
    </div>
  );
}
