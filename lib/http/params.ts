import { z } from "zod";

// Route params that name a record by UUID; anything else is a 404.
export const idParams = z.object({ id: z.string().uuid() });
