"use client";
import type { PassportDocument } from "@/lib/portal-client/api-types";
import { AccessLink } from "./access-link";
import { PassportQr } from "./passport-qr";
import { PassportUnits } from "./passport-units";

// What goes with the active version: its QR code and Digital Link URI, a
// time-limited link to its restricted fields, and its serialised units.
export function PassportTools({ passport, canWrite }: { passport: PassportDocument; canWrite: boolean }) {
  return (
    <div className="passport-tools">
      <PassportQr passport={passport} />
      {canWrite ? <AccessLink passportId={passport.id} /> : null}
      {canWrite ? <PassportUnits passportId={passport.id} /> : null}
    </div>
  );
}
