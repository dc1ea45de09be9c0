"use client";
import { useUndoBulkAction } from "@/lib/portal-client/hooks/use-bulk-actions";
import { useCan } from "@/components/shell/viewer-context";
import { FormError } from "@/components/ui/states";

type Props = { id: string; changed: number; onStarted: (undoId: string) => void };

// "Undo" on a finished bulk action: puts back the products it changed (the
// refused ones were never changed) as a new bulk action, whose progress
// then takes this one's place.
export function UndoBulkAction({ id, changed, onStarted }: Props) {
  const undo = useUndoBulkAction();
  const canWrite = useCan("products:write");
  if (!canWrite || changed === 0) return null;
  async function start() {
    try {
      onStarted((await undo.mutateAsync(id)).id);
    } catch {
      // Shown below the button.
    }
  }
  return (
    <>
      <p>
        <button type="button" className="secondary" onClick={start} disabled={undo.isPending}>
          Undo: put back {changed} {changed === 1 ? "product" : "products"}
        </button>
      </p>
      <FormError error={undo.error} />
    </>
  );
}
