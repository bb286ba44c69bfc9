import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Something the screen on show offers to the command palette, e.g. "Add blackout dates". */
export interface ScreenAction {
  id: string;
  label: string;
  /** A shortcut for it (as useShortcuts writes keys: 'r', 'mod+enter'), listed in the '?' dialog; never fired while typing. */
  keys?: string;
  run: () => void;
}

interface Registry {
  register: (owner: symbol, actions: ScreenAction[]) => void;
  unregister: (owner: symbol) => void;
}

const RegistryContext = createContext<Registry | null>(null);
const ActionsContext = createContext<readonly ScreenAction[]>([]);

/** Holds the actions the mounted screens register; the palette reads them. */
export function ScreenActionsProvider({ children }: { children: ReactNode }) {
  const [byOwner, setByOwner] = useState<ReadonlyMap<symbol, ScreenAction[]>>(new Map());
  const registry = useMemo<Registry>(
    () => ({
      register: (owner, actions) => setByOwner((previous) => new Map(previous).set(owner, actions)),
      unregister: (owner) =>
        setByOwner((previous) => {
          const next = new Map(previous);
          next.delete(owner);
          return next;
        }),
    }),
    [],
  );
  const actions = useMemo(() => [...byOwner.values()].flat(), [byOwner]);
  return (
    <RegistryContext.Provider value={registry}>
      <ActionsContext.Provider value={actions}>{children}</ActionsContext.Provider>
    </RegistryContext.Provider>
  );
}

/**
 * Offers `actions` in the command palette while the calling component is
 * mounted. Outside the admin shell (a screen's own tests) it does nothing.
 * Each `run` is read when it is chosen, so it may close over fresh state.
 */
export function useRegisterScreenActions(actions: readonly ScreenAction[]): void {
  const registry = useContext(RegistryContext);
  const latest = useRef(actions);
  const [owner] = useState(() => Symbol('screen'));
  useEffect(() => {
    latest.current = actions;
  });
  const signature = actions.map((action) => `${action.id}\u0000${action.label}\u0000${action.keys ?? ''}`).join('\u0001');
  useEffect(() => {
    if (!registry) return;
    const stable = signature
      .split('\u0001')
      .filter(Boolean)
      .map((entry) => {
        const [id = '', label = '', keys = ''] = entry.split('\u0000');
        return { id, label, ...(keys ? { keys } : {}), run: () => latest.current.find((action) => action.id === id)?.run() };
      });
    registry.register(owner, stable);
    return () => registry.unregister(owner);
  }, [registry, owner, signature]);
}

/** Every action the screens on show offer, in the order they registered. */
export function useScreenActions(): readonly ScreenAction[] {
  return useContext(ActionsContext);
}
