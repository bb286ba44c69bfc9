import { useEffect, useState } from 'react';

/**
 * While there are unsaved changes: the browser asks before the tab closes or reloads, and a link inside the app
 * (the admin's navigation, a link in a block's note) waits for the editor's answer, given by `leave` or `stay`.
 */
export function useLeaveGuard(dirty: boolean) {
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only for a returned value.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(`${link.pathname}${link.search}${link.hash}`);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
  return { leavingTo, stay: () => setLeavingTo(null) };
}
