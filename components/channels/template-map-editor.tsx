"use client";
import type { AttributeDocument, ChannelTemplate, TemplateTarget } from "@/lib/portal-client/api-types";
import { OP_HELP, type MapRow } from "@/lib/portal-client/attribute-map";
import { attributeOf, FIXED_VALUE, sourceGroups, opChoices, sourceLabel, sourceValueOf, suggestedRow, targetRules, type SourceGroup } from "@/lib/portal-client/template-map";
import { COMMON_CURRENCIES } from "@/lib/portal-client/typed-values";
import type { Op } from "@/lib/channels/schemas";
import { useAttributes } from "@/lib/portal-client/hooks/use-attributes";
import { usePresets } from "@/lib/portal-client/hooks/use-presets";
import { useSettings } from "@/lib/portal-client/hooks/use-settings";
import { UnitSelect } from "./unit-select";

type Props = { template: ChannelTemplate; rows: MapRow[]; onChange: (rows: MapRow[]) => void };

// A price is delivered in this currency until another is picked.
const FIRST_CURRENCY = "EUR";

// The map of a channel made from a retailer template: one compact row per
// target of the template, its rules and meaning beside the source picked
// for it by name. Targets are the template's: none is added, renamed or
// moved. Each control's label names its target for screen readers; on a
// wide screen the column headings say the rest.
export function TemplateMapEditor({ template, rows, onChange }: Props) {
  const attributes = useAttributes().data ?? [];
  const presets = usePresets().data ?? [];
  const locale = useSettings().data?.defaultLocale ?? "en";
  const groups = sourceGroups(attributes, presets, locale);
  const currency = FIRST_CURRENCY;
  const update = (i: number, row: MapRow) => onChange(rows.map((r, j) => (j === i ? row : r)));
  const mapped = rows.filter((r) => sourceValueOf(r) !== "").length;
  return (
    <fieldset className="template-map">
      <legend>
        Map for {template.name} ({mapped} of {template.targets.length} targets set)
      </legend>
      <div className="template-map-head" aria-hidden="true">
        <span>Target and its rules</span>
        <span>Source</span>
        <span>How</span>
      </div>
      {template.targets.map((target, i) => {
        const row = rows[i];
        if (!row) return null;
        return <TargetRow key={target.name} target={target} row={row} onChange={(next) => update(i, next)} groups={groups} attributes={attributes} currency={currency} />;
      })}
    </fieldset>
  );
}

type RowProps = { target: TemplateTarget; row: MapRow; onChange: (row: MapRow) => void; groups: SourceGroup[]; attributes: readonly AttributeDocument[]; currency: string };

function TargetRow({ target, row, onChange, groups, attributes, currency }: RowProps) {
  const id = `map-${target.name}`;
  const source = sourceValueOf(row);
  const attribute = attributeOf(attributes, row.from);
  const known = source === "" || source === FIXED_VALUE || sourceLabel(groups, source) !== null;
  const choices = opChoices(target, attribute, row.from);
  const [rule, ...rules] = targetRules(target);
  return (
    <div className="template-row" role="group" aria-label={`Target ${target.name}`}>
      <div className="template-target">
        <span className="mono template-name">{target.name}</span> <span className={`badge ${target.required ? "amber" : ""}`}>{rule}</span> <span className="small muted">{rules.join(" · ")}</span>
        <div className="small template-description" id={`${id}-about`}>
          {target.description}
        </div>
      </div>
      <div className="template-cell">
        <label htmlFor={`${id}-source`} className="template-label">
          Source<span className="visually-hidden"> of {target.name}</span>
        </label>
        <select
          id={`${id}-source`}
          value={source}
          aria-describedby={`${id}-about`}
          onChange={(e) => onChange(suggestedRow(row, target, attributeOf(attributes, e.target.value), e.target.value, currency))}
        >
          <option value="">{target.required ? "Not set (products will not be ready)" : "Not set"}</option>
          <option value={FIXED_VALUE}>A fixed value…</option>
          {!known ? <option value={source}>{source}</option> : null}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="template-cell">
        {row.op === "constant" ? (
          <ValueInput id={`${id}-value`} label="Fixed value" target={target} value={row.value} onChange={(value) => onChange({ ...row, value })} />
        ) : source === "" ? null : (
          <>
            <label htmlFor={`${id}-op`} className="template-label">
              How<span className="visually-hidden"> {target.name} is filled</span>
            </label>
            <select id={`${id}-op`} value={row.op} aria-describedby={`${id}-op-help`} onChange={(e) => onChange(withOp(row, e.target.value as Op, target, currency))}>
              {(choices.some((c) => c.op === row.op) ? choices : [...choices, { op: row.op, label: row.op }]).map((c) => (
                <option key={c.op} value={c.op}>
                  {c.label}
                </option>
              ))}
            </select>
            <span id={`${id}-op-help`} className="visually-hidden">
              {OP_HELP[row.op]}
            </span>
            <OpExtra id={id} target={target} row={row} onChange={onChange} />
          </>
        )}
      </div>
    </div>
  );
}

// A new op keeps the source and starts its own setting from the target's rules.
function withOp(row: MapRow, op: Op, target: TemplateTarget, currency: string): MapRow {
  return {
    ...row,
    op,
    value: op === "default" ? (target.allowedValues?.[0] ?? "") : "",
    maxLength: op === "truncate" ? String(target.maxLength ?? "") : "",
    currency: op === "price" ? row.currency || currency : row.currency,
    separator: op === "join" ? ", " : "",
  };
}

function OpExtra({ id, target, row, onChange }: { id: string; target: TemplateTarget; row: MapRow; onChange: (row: MapRow) => void }) {
  switch (row.op) {
    case "price": {
      const currencies = COMMON_CURRENCIES.includes(row.currency as (typeof COMMON_CURRENCIES)[number]) || !row.currency ? COMMON_CURRENCIES : [row.currency, ...COMMON_CURRENCIES];
      return (
        <>
          <label htmlFor={`${id}-currency`} className="visually-hidden">
            Currency of {target.name}
          </label>
          <select id={`${id}-currency`} className="narrow" value={row.currency} onChange={(e) => onChange({ ...row, currency: e.target.value })}>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </>
      );
    }
    case "default":
      return <ValueInput id={`${id}-value`} label="Value when empty" target={target} value={row.value} onChange={(value) => onChange({ ...row, value })} />;
    case "convert":
      return (
        <>
          <label htmlFor={`${id}-unit`} className="visually-hidden">
            Unit of {target.name}
          </label>
          <UnitSelect id={`${id}-unit`} value={row.unit} onChange={(unit) => onChange({ ...row, unit })} />
        </>
      );
    case "join":
      return (
        <>
          <label htmlFor={`${id}-separator`} className="visually-hidden">
            Separator of {target.name}
          </label>
          <input id={`${id}-separator`} value={row.separator} placeholder=", " onChange={(e) => onChange({ ...row, separator: e.target.value })} />
        </>
      );
    case "truncate":
      return (
        <>
          <label htmlFor={`${id}-max`} className="visually-hidden">
            Maximum length of {target.name}
          </label>
          <input id={`${id}-max`} inputMode="numeric" value={row.maxLength} onChange={(e) => onChange({ ...row, maxLength: e.target.value })} />
        </>
      );
    default:
      return null;
  }
}

// A target with allowed values takes one of them; any other a text.
function ValueInput({ id, label, target, value, onChange }: { id: string; label: string; target: TemplateTarget; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={id} className="template-label">
        {label}
        <span className="visually-hidden"> of {target.name}</span>
      </label>
      {target.allowedValues?.length ? (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {target.allowedValues.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </>
  );
}
