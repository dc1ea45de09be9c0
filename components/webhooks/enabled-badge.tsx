// In words as well as colour.
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return <span className={`badge ${enabled ? "active" : "draft"}`}>{enabled ? "enabled" : "disabled"}</span>;
}
