import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { CommandPalette, type PaletteCommand } from '../../ui/command-palette';
import type { ShellSection } from './admin-nav';
import type { PaletteSource, PaletteSourceResults } from './palette-source';
import { useScreenActions } from './screen-actions';

function includes(text: string, query: string): boolean {
  return text.toLowerCase().includes(query.trim().toLowerCase());
}

const NOTHING: PaletteSourceResults = { results: [], searching: false, failed: false };

function hintFor(sources: readonly PaletteSource[]): string {
  if (sources.length === 0) return 'Type a section or an action.';
  return `Type ${['a section', 'an action', ...sources.map((source) => source.hint)].join(', ')}.`;
}

/** The admin command palette: sections by name, this screen's actions, and what the sections' sources find. */
export function AdminPalette({
  sections,
  sources,
  isOpen,
  onOpenChange,
}: {
  sections: readonly ShellSection[];
  sources: readonly PaletteSource[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<ReadonlyMap<string, PaletteSourceResults>>(new Map());
  const actions = useScreenActions();
  const report = useCallback((id: string, results: PaletteSourceResults) => setFound((previous) => new Map(previous).set(id, results)), []);

  function openChange(open: boolean) {
    if (!open) setQuery('');
    onOpenChange(open);
  }

  const answers = sources.map((source) => ({ source, ...(found.get(source.id) ?? NOTHING) }));
  const commands: PaletteCommand[] = [
    ...sections
      .filter((section) => includes(section.label, query))
      .map((section) => ({ id: `section:${section.href}`, label: section.label, group: 'Go to', run: () => navigate(section.href) })),
    ...actions
      .filter((action) => includes(action.label, query))
      .map((action) => ({ id: `action:${action.id}`, label: action.label, group: 'Actions on this screen', run: action.run })),
    ...answers.flatMap(({ source, results }) =>
      results.map((result) => ({
        id: `${source.id}:${result.id}`,
        label: result.label,
        ...(result.detail ? { detail: result.detail } : {}),
        group: source.group,
        run: () => navigate(result.href),
      })),
    ),
  ];

  const searching = answers.find((answer) => answer.searching);
  const failed = answers.find((answer) => answer.failed);
  let status = '';
  if (searching) status = searching.source.searchingText;
  else if (failed) status = failed.source.failedText;
  else if (query.trim().length >= 2) status = `${commands.length} ${commands.length === 1 ? 'result' : 'results'}`;
  else status = hintFor(sources);

  return (
    <>
      {sources.map((source) => (
        <SourceSearch key={source.id} source={source} query={query} enabled={isOpen} report={report} />
      ))}
      <CommandPalette isOpen={isOpen} onOpenChange={openChange} query={query} onQueryChange={setQuery} commands={commands} status={status} />
    </>
  );
}

function SourceSearch({ source, query, enabled, report }: { source: PaletteSource; query: string; enabled: boolean; report: (id: string, results: PaletteSourceResults) => void }) {
  const onResults = useCallback((results: PaletteSourceResults) => report(source.id, results), [report, source.id]);
  return <source.Search query={query} enabled={enabled} onResults={onResults} />;
}
