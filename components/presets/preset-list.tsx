"use client";
import { usePresets } from "@/lib/portal-client/hooks/use-presets";
import { useCan } from "@/components/shell/viewer-context";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { PresetForm } from "./preset-form";
import { PresetItem } from "./preset-item";

export function PresetList() {
  const presets = usePresets();
  const canWrite = useCan("assets:write");
  return (
    <>
      {canWrite ? <PresetForm /> : null}
      {presets.isPending ? (
        <Loading label="Loading presets…" />
      ) : presets.isError ? (
        <ErrorState error={presets.error} retry={() => presets.refetch()} />
      ) : presets.data.length === 0 ? (
        <EmptyState title="No presets yet">
          <p>A preset is a recipe (size, format, rotation) for renditions of your images, e.g. a 400 px WebP thumbnail.</p>
        </EmptyState>
      ) : (
        <ul style={{ listStyle: "none", padding: 0 }} aria-label="Presets">
          {presets.data.map((p) => (
            <PresetItem key={p.id} preset={p} canWrite={canWrite} />
          ))}
        </ul>
      )}
    </>
  );
}
