import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { CommandPalette, type PaletteCommand } from '../../ui/command-palette';
import type { ShellSection } from './admin-nav';
import type { PaletteAction, PaletteResult, PaletteSource, PaletteSourceResults } from './palette-source';
import { useScreenActions } from './screen-actions';

function includes(text: string, query: string): boolean {
  return text.toLowerCase().includes(query.trim().toLowerCase());
}

const NOTHING: PaletteSourceResults = { results: [], searching: false, failed: false };

function hintFor(sources: readonly PaletteSource[]): string {
  return `Type ${['a section', 'an action', ...sources.map((source) => source.hint).filter(Boolean)].join(', ')}.`;
}

type Answer = PaletteSourceResults & { source: PaletteSource };

function statusOf(answers: readonly Answer[], count: number, query: string, hint: string): string {
  const searching = answers.find((answer) => answer.searching);
  const failed = answers.find((answer) => answer.failed);
  if (searching) return searching.source.searchingText;
  if (failed) return failed.source.failedText;
  if (query.trim().length >= 2) return `${count} ${count === 1 ? 'result' : 'results'}`;
  return hint;
}

/**
 * The admin command palette: sections by name, the actions of every screen (some first ask which booking
 * or date, in the palette itself), this screen's own actions, and what the sections' sources find.
 */
export function AdminPalette({
  sections,
  sources,
  actions,
  isOpen,
  onOpenChange,
}: {
  sections: readonly ShellSection[];
  sources: readonly PaletteSource[];
  actions: readonly PaletteAction[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [picking, setPicking] = useState<PaletteAction['pick'] | null>(null);
  const [found, setFound] = useState<ReadonlyMap<string, PaletteSourceResults>>(new Map());
  const screenActions = useScreenActions();
  const report = useCallback((id: string, results: PaletteSourceResults) => setFound((previous) => new Map(previous).set(id, results)), []);

  function openChange(open: boolean) {
    if (!open) {
      setQuery('');
      setPicking(null);
    }
    onOpenChange(open);
  }

  const searched = picking ? [picking.source] : sources;
  const answers = searched.map((source) => ({ source, ...(found.get(source.id) ?? NOTHING) }));
  // Shown together once every source has answered, so the first result stays the one highlighted (a date's
  // bookings come from the server after the calendar's way to that date, which needs none).
  const settling = answers.some((answer) => answer.searching);
  const resultCommands = (settling ? [] : answers).flatMap(({ source, results }) =>
    results.map((result: PaletteResult) => ({
      id: `${source.id}:${result.group ?? ''}:${result.id}`,
      label: result.label,
      ...(result.detail ? { detail: result.detail } : {}),
      group: result.group ?? source.group,
      run: () => navigate(picking?.hrefOf ? picking.hrefOf(result) : result.href),
    })),
  );
  const commands: PaletteCommand[] = picking
    ? resultCommands
    : [
        ...sections
          .filter((section) => includes(section.label, query))
          .map((section) => ({ id: `section:${section.href}`, label: section.label, group: 'Go to', run: () => navigate(section.href) })),
        ...actions
          .filter((action) => includes(action.label, query))
          .map((action) => ({
            id: `global:${action.id}`,
            label: action.label,
            group: 'Actions',
            ...(action.pick ? { keepOpen: true } : {}),
            run: () => {
              if (action.pick) {
                setPicking(action.pick);
                setQuery('');
              } else if (action.to) navigate(action.to());
            },
          })),
        ...screenActions
          .filter((action) => includes(action.label, query))
          .map((action) => ({ id: `action:${action.id}`, label: action.label, group: 'Actions on this screen', run: action.run })),
        ...resultCommands,
      ];

  const status = statusOf(answers, commands.length, query, picking ? `${picking.inputLabel.replace(/…$/, '')}.` : hintFor(sources));

  return (
    <>
      {searched.map((source) => (
        <SourceSearch key={source.id} source={source} query={query} enabled={isOpen} report={report} />
      ))}
      <CommandPalette
        isOpen={isOpen}
        onOpenChange={openChange}
        query={query}
        onQueryChange={setQuery}
        commands={commands}
        status={status}
        {...(picking ? { title: picking.title, inputLabel: picking.inputLabel } : {})}
      />
    </>
  );
}

function SourceSearch({ source, query, enabled, report }: { source: PaletteSource; query: string; enabled: boolean; report: (id: string, results: PaletteSourceResults) => void }) {
  const onResults = useCallback((results: PaletteSourceResults) => report(source.id, results), [report, source.id]);
  return <source.Search query={query} enabled={enabled} onResults={onResults} />;
}
