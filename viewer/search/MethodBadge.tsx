/** An API operation's HTTP method before its title in search results, as the sidebar shows it. */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`api-method api-method-${method.toLowerCase()} search-method`}>{method}</span>;
}
