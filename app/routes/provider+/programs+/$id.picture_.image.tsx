import { imageResponse } from "~/http/download.server";
import { guarded } from "~/session/guards.server";
import { openDownload } from "~/upstream/downloads.server";
import { programImagePath } from "~/upstream/programs.server";
import { loadProgram } from "./__programs.server";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];

/**
 * `/provider/programs/:id/picture/image`: the program's picture streamed from the upstream, for
 * staff who may read the program (read first: outside the tree a 404); the page's image falls
 * back to the empty one when there is none.
 */
export const loader = guarded("programs.read", async ({ request, context, params, client }) => {
  const program = await loadProgram(client, context, request, params.id, "programs.read");
  const result = await openDownload(() => client.fetch(programImagePath(program.id)), IMAGE_TYPES);
  return imageResponse(request, result, "private");
});
