import type { HTMLAttributes } from 'react';

type HeadingProps = HTMLAttributes<HTMLHeadingElement> & { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' };

/** `@theme/Heading` for islands: the heading element it names, with its id, so that links to `#id` reach it. */
export default function Heading({ as: Tag, ...rest }: HeadingProps) {
  return <Tag {...rest} />;
}
