"use client";

// Whether every image made ready from now on gets this preset's rendition in
// the background; images already stored are rendered on request only.
export function AutoField({ id, checked, onChange, disabled }: { id: string; checked: boolean; onChange: (auto: boolean) => void; disabled?: boolean }) {
  return (
    <div className="field">
      <label htmlFor={id} className="check">
        <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} aria-describedby={`${id}-hint`} />
        Make it for every new image automatically
      </label>
      <p id={`${id}-hint`} className="small muted">
        Uploaded and imported images get this rendition without a click. Images already in the library keep what they have.
      </p>
    </div>
  );
}
