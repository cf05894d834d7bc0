import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

/**
 * The zod every contract module uses: extended once with `.openapi()` so a schema that zod cannot
 * describe by itself (a custom check) says what it looks like on the wire (decision 056).
 */
extendZodWithOpenApi(z);

export { z };
