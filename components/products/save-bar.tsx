"use client";

type Props = { unsaved: number; isNew: boolean; isSaving: boolean; isSaved: boolean; onDiscard: () => void };

// Stays at the bottom of the window while the form scrolls: how many fields
// are changed and not saved, Discard and Save (also Ctrl+S or Cmd+S).
export function SaveBar({ unsaved, isNew, isSaving, isSaved, onDiscard }: Props) {
  const status =
    unsaved > 0 ? `${unsaved} unsaved ${unsaved === 1 ? "change" : "changes"}` : isSaved ? "Saved. The quality score is recomputed in the background." : isNew ? "Nothing entered yet" : "No unsaved changes";
  return (
    <div className="save-bar" data-testid="save-bar">
      <p role="status" className={unsaved > 0 ? "save-status unsaved" : "save-status"}>
        {status}
      </p>
      <div className="button-row">
        <button type="button" className="secondary" onClick={onDiscard} disabled={unsaved === 0 || isSaving}>
          Discard
        </button>
        <button type="submit" disabled={isSaving} aria-keyshortcuts="Control+S Meta+S">
          {isSaving ? "Saving…" : isNew ? "Create product" : "Save changes"}
        </button>
      </div>
    </div>
  );
}
