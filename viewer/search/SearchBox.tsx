import { Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { CloseIcon, SearchIcon } from '../layout/icons.tsx';
import { chunkComponent } from '../navigation/chunk-component.tsx';
import { lazyChunk } from '../navigation/lazy-chunk.ts';
import type { ResolvedRoute } from '../navigation/resolve-route.ts';
import { useRoute } from '../navigation/use-route.ts';
import { useArrivalHighlight } from './use-arrival-highlight.ts';
import { useOpenHit } from './use-open-hit.ts';
import { useSearchEngine } from './use-search-engine.ts';
import { useSearchHits } from './use-search-hits.ts';
import { useSearchShortcuts } from './use-search-shortcuts.ts';
import { movedChoice, selectedOption, type SuggestionChoice } from './suggestion-choice.ts';
import './search.css';

const SUGGESTIONS = 8;
/** The excerpts' code, which finds the matched words with the stemmer, arrives once suggestions show. */
const HitSnippet = chunkComponent(
  lazyChunk(() => import('./HitSnippet.tsx')),
  (module) => module.HitSnippet,
);
const SHORTCUT_LABEL = /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘ K' : 'Ctrl K';

/**
 * The navbar's search box, an ARIA combobox: suggestions as the reader
 * types (each keystroke's query runs at once, see useSearchHits), each with
 * an excerpt of its section, the first one selected so that Enter opens it;
 * arrows to move, Escape to close. The index's entry loads on first focus,
 * its parts as queries need them.
 */
export function SearchBox() {
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<SuggestionChoice>();
  const query = value.trim();
  const { state, load } = useSearchEngine();
  const [location, navigate] = useLocation();
  const openHit = useOpenHit();
  useSearchShortcuts(input);
  useArrivalHighlight();

  // On a versioned site, suggestions keep to the version of the doc being read.
  // Only a lookup that is ready has `resolved`: while the shard loads, suggestions come from every version.
  const { resolved } = useRoute(location) as { resolved?: ResolvedRoute };
  const version = resolved?.kind === 'doc' ? resolved.route.version : undefined;
  const answer = useSearchHits(state, query, { limit: SUGGESTIONS, version });
  const hits = answer.hits;
  const options = hits.length ? hits.length + 1 : 0;
  const active = selectedOption(choice, answer.query, options);
  const setActive = (option: number) => setChoice({ query: answer.query, option });

  const close = () => setOpen(false);
  const choose = (index: number) => {
    close();
    input.current?.blur();
    const hit = hits[index];
    if (hit) openHit(hit);
    else if (query) navigate(`/search?${new URLSearchParams(version ? { q: query, version } : { q: query })}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (query) setChoice(movedChoice(query, answer.query, active, options, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Hits still answering an earlier query are not what the reader asked for: the results page is.
      if (query) choose(active >= 0 && answer.query === query ? active : hits.length);
    } else if (event.key === 'Escape') {
      if (open) close();
      else setValue('');
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  const expanded = open && query !== '';
  return (
    <div className="search-box">
      <SearchIcon />
      <input
        ref={input}
        type="search"
        className="search-input"
        role="combobox"
        aria-label={UI.searchDocs}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={UI.search}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onBlur={close}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className="search-shortcut" aria-hidden="true">
        {SHORTCUT_LABEL}
      </kbd>
      {value && (
        <button
          type="button"
          className="icon-button search-clear"
          aria-label={UI.clearSearch}
          // Focus stays in the input, which the reader goes on typing in.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setValue('');
            input.current?.focus();
          }}
        >
          <CloseIcon size={16} />
        </button>
      )}
      {/* Clicks inside must not blur the input, or the popup would close before the click lands. */}
      <div className="search-popup" hidden={!expanded} onMouseDown={(e) => e.preventDefault()}>
        {state.status === 'loading' && <p className="search-message">{UI.loadingSearch}</p>}
        {(state.status === 'error' || answer.error) && (
          <p className="search-message search-error" role="alert">
            {`${UI.searchFailed} `}
            {state.status === 'error' ? state.error.message : answer.error?.message}
          </p>
        )}
        {state.status === 'ready' && query && answer.query === query && !answer.error && !hits.length && (
          <p className="search-message" role="status">
            {UI.noResults}
          </p>
        )}
        <ul id={listId} role="listbox" aria-label={UI.searchSuggestions} className="search-suggestions">
          {hits.map((hit, i) => (
            <li
              key={hit.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="search-suggestion"
              onClick={() => choose(i)}
              onMouseMove={() => setActive(i)}
            >
              <span className="search-suggestion-title">{hit.title}</span>
              {hit.breadcrumb.length > 0 && (
                <span className="search-suggestion-crumbs">{hit.breadcrumb.join(' › ')}</span>
              )}
              {state.status === 'ready' && (
                <span className="search-suggestion-excerpt">
                  <Suspense fallback="…">
                    <HitSnippet hit={hit} engine={state.engine} />
                  </Suspense>
                </span>
              )}
            </li>
          ))}
          {hits.length > 0 && (
            <li
              id={optionId(hits.length)}
              role="option"
              aria-selected={active === hits.length}
              className="search-suggestion search-see-all"
              onClick={() => choose(hits.length)}
              onMouseMove={() => setActive(hits.length)}
            >
              {UI.seeAllResults}
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
