"use client";
import { useEffect, useRef } from "react";

export const LEAVE_WARNING = "You have unsaved changes. Leave this page and lose them?";

const GUARD = "pisLeaveGuard";

// Unsaved edits are not lost without a warning: a reload or closing the tab
// gets the browser's own prompt (beforeunload), a portal link and the back
// button a confirm. The app router has no hook before navigating, so links
// are caught at the document, and back is caught by an extra history entry
// for the same address pushed while there are changes: going back lands on
// the page's own entry, where the user chooses to stay (the entry is pushed
// again) or to leave (one more step back).
export function useLeaveGuard(isDirty: boolean) {
  const dirty = useRef(isDirty);
  const guarded = useRef(false);

  useEffect(() => {
    dirty.current = isDirty;
    if (!isDirty) return;
    if (!guarded.current) {
      window.history.pushState({ [GUARD]: true }, "", window.location.href);
      guarded.current = true;
    }
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
      if (!window.confirm(LEAVE_WARNING)) {
        e.preventDefault();
        e.stopImmediatePropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [isDirty]);

  useEffect(() => {
    const onPopState = () => {
      if (!guarded.current || window.history.state?.[GUARD]) return;
      if (dirty.current && !window.confirm(LEAVE_WARNING)) {
        window.history.pushState({ [GUARD]: true }, "", window.location.href);
        return;
      }
      guarded.current = false;
      window.history.back();
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);
}
