// Response bodies of the channel endpoints (spec section 2), type-only so the
// portals can import them; the serializers return these types.
import type { PublicationStatus } from "../db/generated/enums";
import type { AttributeMap, Destination, TargetRule } from "./schemas";

export type { AttributeMap, Destination, PublicationStatus, TargetRule };

export type Readiness = { ready: number; wouldSkip: number; missingTargets: Record<string, number> };

export type ChannelDocument = {
  id: string;
  name: string;
  locale: string;
  destination: Destination;
  attributeMap: AttributeMap;
  createdAt: string;
  updatedAt: string;
};

// GET /channels/{id} adds the readiness counts to the channel.
export type ChannelDetail = ChannelDocument & { readiness: Readiness };

export type Evaluation = {
  missingRequired: string[];
  transformErrors: { target: string; message: string }[];
  warnings: { target: string; message: string }[];
  localeFallbacks: string[];
};

// last_error keeps the spec's snake_case name.
export type PublicationDocument = {
  id: string;
  channelId: string;
  productId: string;
  sku: string;
  status: PublicationStatus;
  externalRef: string | null;
  last_error: string | null;
  evaluation: Evaluation | null;
  attempts: number;
  deliveredAt: string | null;
  updatedAt: string;
};

// A product outside the channel's scope has no sku, record or evaluation.
export type PreviewItem = {
  productId: string;
  sku?: string;
  status: "ready" | "would_skip" | "not_in_scope";
  record: Record<string, unknown> | null;
  evaluation: Evaluation | null;
  last_error: string | null;
};

export type PreviewResult = { items: PreviewItem[] };

// One channel's view of one product (GET /api/v1/products/{id}/completeness).
export type ChannelReadiness = {
  channelId: string;
  channelName: string;
  locale: string;
  ready: boolean;
  missingRequired: string[];
  transformErrors: { target: string; message: string }[];
};
