import { discovery } from "@contract/discovery";
import { CALLS } from "@contract/index";
import { answerOf, onCall } from "./contract";

/** The fake upstream answers every extension of the contract, as the reference upstream does. */
export const offeredExtensions = CALLS.filter((call) => "extension" in call.source).map((call) => call.id);

export const discoveryHandlers = [
  onCall(discovery.extensions, () => answerOf(discovery.extensions, { extensions: offeredExtensions })),
];
