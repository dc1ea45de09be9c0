import Link from "next/link";
import type { ReactNode } from "react";

// One figure on a card: its label, the value (a link when it leads to the
// list it counts) and anything said under it.
export function Stat({ label, value, href, testId, children }: { label: ReactNode; value: ReactNode; href?: string; testId?: string; children?: ReactNode }) {
  return (
    <div className="stat">
      <div className="small muted">{label}</div>
      <div className="stat-value" data-testid={testId}>
        {href ? <Link href={href}>{value}</Link> : value}
      </div>
      {children}
    </div>
  );
}
