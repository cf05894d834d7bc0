/**
 * The lane schemas for the action. The route imports them through this `.server` file, which
 * the browser build replaces with an empty module: otherwise esbuild keeps the schema module (its
 * top level calls zod) and zod in the lanes page's first JS, though only the lazy panels use it.
 */
export { cancelSchema, messageSchema, updateSchema } from "./lanes-schemas";
// The action's parser, for the same reason.
export { parseWithZod } from "@conform-to/zod";
