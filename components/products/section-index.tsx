"use client";
import { useEffect, useState } from "react";

export type Section = { id: string; label: string };

// The editor's sections as anchor links that stay in view while the form
// scrolls; the section being read is marked (aria-current), so a long form
// reads as a table of contents rather than one page to scroll through.
export function SectionIndex({ sections }: { sections: readonly Section[] }) {
  const [current, setCurrent] = useState(sections[0]?.id ?? "");
  const ids = sections.map((s) => s.id).join(" ");

  useEffect(() => {
    const elements = ids.split(" ").flatMap((id) => document.getElementById(id) ?? []);
    const visible = new Map<string, number>();
    // A section counts as current once its top passes the upper third of the window.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) visible.set(e.target.id, e.isIntersecting ? e.boundingClientRect.top : Number.POSITIVE_INFINITY);
        const first = elements.find((el) => (visible.get(el.id) ?? Number.POSITIVE_INFINITY) !== Number.POSITIVE_INFINITY);
        if (first) setCurrent(first.id);
      },
      { rootMargin: "-15% 0px -60% 0px" },
    );
    elements.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [ids]);

  return (
    <nav className="section-index" aria-label="Sections of the product">
      <ul>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} aria-current={s.id === current ? "location" : undefined} onClick={() => setCurrent(s.id)}>
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// An id for a section from its label (attribute groups are free text).
export const sectionIdOf = (prefix: string, label: string) => `${prefix}-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "other"}`;
