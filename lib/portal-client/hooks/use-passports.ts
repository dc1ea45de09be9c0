import { useMutation, useQuery } from "@tanstack/react-query";
import type { UnitRow } from "../passports";
import { client, dataOf, send } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";

export const usePassportTemplates = () =>
  useQuery({ queryKey: keys.passportTemplates(), queryFn: ({ signal }) => dataOf(client.GET("/api/v1/passport-templates", { signal })).then((page) => page.items) });

// A product's passport versions, newest first: the API answers them all in
// one page (it takes no cursor).
export const useProductPassports = (productId: string) =>
  useQuery({
    queryKey: keys.products.passports(productId),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/products/{id}/passports", { params: { path: { id: productId } }, signal })).then((page) => page.items),
  });

export const usePublishPassport = (productId: string) =>
  useInvalidatingMutation((templateCode: string) => dataOf(client.POST("/api/v1/products/{id}/passports", { params: { path: { id: productId } }, body: { templateCode } })), [keys.products.passports(productId)]);

export const useWithdrawPassport = (productId: string) =>
  useInvalidatingMutation((id: string) => dataOf(client.POST("/api/v1/passports/{id}/withdraw", { params: { path: { id } } })), [keys.products.passports(productId)]);

export const useAccessLink = () =>
  useMutation({ mutationFn: ({ id, expiresInSeconds }: { id: string; expiresInSeconds: number }) => dataOf(client.POST("/api/v1/passports/{id}/access-links", { params: { path: { id } }, body: { expiresInSeconds } })) });

export const useRegisterUnits = () =>
  useMutation({ mutationFn: ({ id, units }: { id: string; units: UnitRow[] }) => dataOf(client.POST("/api/v1/passports/{id}/units", { params: { path: { id } }, body: { units } })) });

// The QR code as an image the page can show or save: it needs the session's
// credential, so it is fetched through the portal's client and handed to
// the page as an object URL (revoked by whoever shows it).
export async function passportQr(id: string, format: "svg" | "png", signal?: AbortSignal): Promise<Blob> {
  const path = format === "svg" ? `/api/v1/passports/${encodeURIComponent(id)}/qr.svg` : `/api/v1/passports/${encodeURIComponent(id)}/qr.png?size=1024`;
  const res = await send(new Request(new URL(path, window.location.origin), { signal, cache: "no-store" }));
  return res.blob();
}
