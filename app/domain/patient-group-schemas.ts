import { z } from "zod";
import { ID_PATTERN } from "./ids";

/** Assigning a suggested clinic to serve the group, or unassigning one that serves it. */
export const clinicAssignmentSchema = z.object({
  intent: z.enum(["assign", "unassign"]),
  clinicId: z.string().regex(ID_PATTERN),
});
