"use client";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { ApiError } from "@/lib/portal-client/api-error";
import { useCreateShareLink } from "@/lib/portal-client/hooks/use-share-links";
import { useSettings } from "@/lib/portal-client/hooks/use-settings";
import { dayFromNow, shareBodyOf, sourceInWords, type ShareForm, type ShareLinkDocument, type ShareSource } from "@/lib/portal-client/share-links";
import { FormError } from "@/components/ui/states";
import { ShareCreated } from "./share-created";
import { ShareFields } from "./share-fields";
import { useFilterNames } from "./use-filter-names";

type Props = { source: ShareSource; defaultName: string; label?: string };

const DEFAULT_DAYS = 30;

// "Share": a link for people without an account to the chosen products or
// a filter's matches (POST /api/v1/share-links), then its URL to copy. The
// dialog is put at the end of the page, so a form around the button (the
// grid's bulk bar) does not hold the dialog's own form in the page.
export function ShareDialog({ source, defaultName, label = "Share…" }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const settings = useSettings();
  const names = useFilterNames();
  const create = useCreateShareLink();
  const [open, setOpen] = useState<{ source: ShareSource } | null>(null);
  const [form, setForm] = useState<ShareForm>({ name: "", expires: "", password: "", includeAssets: false, locale: "" });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [created, setCreated] = useState<ShareLinkDocument | null>(null);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  function start() {
    create.reset();
    setProblem(null);
    setCreated(null);
    setForm({ name: defaultName, expires: dayFromNow(DEFAULT_DAYS), password: "", includeAssets: false, locale: settings.data?.defaultLocale ?? "" });
    // What is shared is what was chosen when the dialog opened.
    setOpen({ source });
  }

  // An edit clears what was said about the form before.
  function change(next: Partial<ShareForm>) {
    setForm((f) => ({ ...f, ...next }));
    setProblem(null);
    create.reset();
  }

  async function submit() {
    if (!open) return;
    const built = shareBodyOf(form, open.source);
    if ("problem" in built) return setProblem({ field: built.field, message: built.problem });
    setProblem(null);
    try {
      setCreated(await create.mutateAsync(built.body));
    } catch {
      // Shown in the form, at its field when the API names one.
    }
  }

  const apiError = create.error instanceof ApiError ? create.error : null;
  const errorAt = (field: string, apiField = field) => (problem?.field === field ? problem.message : apiError?.fieldError(apiField));
  const errors = { name: errorAt("name"), expires: errorAt("expires", "expiresAt"), password: errorAt("password") };
  const inPlace = Object.values(errors).some(Boolean);

  return (
    <>
      <button type="button" className="secondary" onClick={start}>
        {label}
      </button>
      {open
        ? createPortal(
            <dialog ref={dialog} aria-labelledby="share-title" className="dialog" onClose={() => setOpen(null)}>
              <h2 id="share-title">{created ? "Link ready to send" : "Share products"}</h2>
              {created ? (
                <ShareCreated link={created} onDone={() => dialog.current?.close()} />
              ) : (
                <form
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    // React passes a portal's events to the components around it: the
                    // bulk bar's form must not take this submit for its own.
                    e.stopPropagation();
                    void submit();
                  }}
                >
                  <p>
                    Anyone with the link sees {sourceInWords(open.source, names)}, without an account. Only active products are shown.
                  </p>
                  <ShareFields form={form} onChange={change} errors={errors} locales={settings.data?.enabledLocales ?? []} />
                  {inPlace ? null : <FormError error={create.error} />}
                  <div className="button-row">
                    <button type="submit" disabled={create.isPending}>
                      {create.isPending ? "Creating…" : "Create link"}
                    </button>
                    <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
                      Cancel
                    </button>
                  </div>
                </form>
              )}
            </dialog>,
            document.body,
          )
        : null}
    </>
  );
}
