import { restoreRefusal } from "@/lib/portal-client/history-view";
import { FormError } from "@/components/ui/states";

// A refusal the API explains (a value the dictionary no longer takes, a SKU
// taken since) in words; anything else as the portals show any failure.
export function RestoreError({ error }: { error: unknown }) {
  if (!error) return null;
  const words = restoreRefusal(error);
  return words ? (
    <p className="notice error" role="alert">
      {words}
    </p>
  ) : (
    <FormError error={error} />
  );
}
