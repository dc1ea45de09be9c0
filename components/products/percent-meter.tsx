// A locale's completeness as a figure and a bar.
export function PercentMeter({ label, percent, name = `Completeness in ${label}` }: { label: string; percent: number; name?: string }) {
  return (
    <>
      <div className="button-row" style={{ justifyContent: "space-between" }}>
        <strong>{label}</strong>
        <span>{percent}%</span>
      </div>
      <div className="meter" role="meter" aria-label={name} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
    </>
  );
}
