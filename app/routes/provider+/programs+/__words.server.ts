import { inOurWords } from "~/http/outcome.server";
import type { UpstreamFailure } from "~/upstream/client.server";

/**
 * The program pages' words for an upstream refusal, by the field the upstream names: its text is
 * English (and a backend's own), so the field's message is ours, in the reader's language. A
 * field not listed keeps the upstream's text.
 */
const FIELD_WORDS: Record<string, string> = {
  name: "programs:errors.refused.text",
  description: "programs:errors.refused.text",
  typeId: "programs:errors.typeRequired",
  categoryId: "programs:errors.categoryRequired",
  status: "programs:errors.statusRequired",
  clinicId: "programs:errors.refused.clinic",
  templateIds: "programs:errors.refused.templates",
  templateId: "programs:errors.refused.templates",
  serviceTypeIds: "programs:errors.refused.serviceTypes",
  phaseId: "programs:errors.phaseChoice",
  productId: "programs:errors.productChoice",
  itemType: "programs:errors.itemRequired",
  itemEntityId: "programs:errors.refused.item",
  attribute: "programs:errors.attributeRequired",
  value: "programs:errors.refused.value",
  rank: "programs:errors.refused.rank",
};

export function inProgramWords(failure: UpstreamFailure): UpstreamFailure {
  return inOurWords(failure, (_message, field) => FIELD_WORDS[field] ?? null);
}
