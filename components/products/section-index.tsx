"use client";
import { useEffect, useRef, useState } from "react";

export type Section = { id: string; label: string };

// The reading line, from the top of the window: a quarter of the way down,
// and at least under the sticky index and a section's scroll margin, so a
// section jumped to counts as current.
const readLine = () => Math.max(120, window.innerHeight / 4);

// The editor's sections as anchor links that stay in view while the form
// scrolls; the section being read is marked (aria-current), so a long form
// reads as a table of contents rather than one page to scroll through.
export function SectionIndex({ sections }: { sections: readonly Section[] }) {
  const [current, setCurrent] = useState(sections[0]?.id ?? "");
  const ids = sections.map((s) => s.id).join(" ");
  const list = useRef<HTMLUListElement>(null);

  // On a phone the index scrolls sideways: the current link is kept in view.
  useEffect(() => {
    const strip = list.current;
    const link = strip?.querySelector<HTMLElement>("[aria-current]");
    if (strip && link) strip.scrollLeft = link.offsetLeft - (strip.clientWidth - link.offsetWidth) / 2;
  }, [current]);

  useEffect(() => {
    let frame = 0;
    // The current section is the last one whose top has passed the line
    // just under the sticky index; at the bottom of the page, the last one
    // in view (a short last section never reaches that line).
    const update = () => {
      frame = 0;
      const elements = ids.split(" ").flatMap((id) => document.getElementById(id) ?? []);
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      const line = atBottom ? window.innerHeight - 1 : readLine();
      const passed = elements.filter((el) => el.getBoundingClientRect().top <= line);
      setCurrent((passed.at(-1) ?? elements[0])?.id ?? "");
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ids]);

  // Scrolled to without a history entry per section (the back button leaves
  // the page, not the section), and the section's first control takes the
  // focus, so the keyboard carries on where the eye went.
  function jump(e: React.MouseEvent, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    e.preventDefault();
    target.scrollIntoView();
    target.querySelector<HTMLElement>("input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])")?.focus({ preventScroll: true });
    setCurrent(id);
  }

  return (
    <nav className="section-index" aria-label="Sections of the product">
      <ul ref={list}>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} aria-current={s.id === current ? "location" : undefined} onClick={(e) => jump(e, s.id)}>
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
