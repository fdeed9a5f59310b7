import { Children, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** `@theme/TabItem` for islands: its content; Tabs reads its props. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * `@theme/Tabs` for islands, in the markup of the page's tabs (cli/mdx/components/tabs.ts) so the same styles apply:
 * the chosen tab (`defaultValue`, else the item marked `default`, else the first) shows its panel.
 */
export default function Tabs({
  children,
  defaultValue,
  values,
  className,
}: {
  children?: ReactNode;
  defaultValue?: string;
  values?: { value: string; label?: string }[];
  className?: string;
}) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const tabs = values ?? items.map((item) => ({ value: item.props.value, label: item.props.label }));
  const first = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value;
  const [selected, setSelected] = useState(first);
  const id = useId();
  return (
    <div className="tabs-container">
      <div role="tablist" aria-orientation="horizontal" className={['tabs', className].filter(Boolean).join(' ')}>
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={tab.value === selected}
            tabIndex={tab.value === selected ? 0 : -1}
            className={tab.value === selected ? 'tabs__item tabs__item--active' : 'tabs__item'}
            onClick={() => setSelected(tab.value)}
          >
            {tab.label ?? tab.value}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.props.value} role="tabpanel" className="tabs__panel" hidden={item.props.value !== selected}>
          {item}
        </div>
      ))}
    </div>
  );
}
