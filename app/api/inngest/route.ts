import "server-only";
import { serve } from "inngest/next";
import { inngest } from "@/inngest/runtime/client";
import { functions } from "@/inngest/functions";

// GET/POST/PUT /api/inngest – Inngest Cloud or a self-hosted Inngest server
// syncs the functions and calls them here. Requests are verified with
// INNGEST_SIGNING_KEY. Without Inngest configured nothing calls this route:
// the in-process runner (lib/jobs) runs the same functions.
export const { GET, POST, PUT } = serve({ client: inngest, functions });
