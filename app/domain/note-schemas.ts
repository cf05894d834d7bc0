import { z } from "zod";
import { msg } from "./messages";
import { NOTE_MAX_CHARS, NOTE_VISIBILITIES } from "./notes";

/** The notes forms' schemas, for the actions (decision 046). Messages are i18n keys (members namespace). */

const noteText = z
  .string({ required_error: msg("members:notes.errors.textRequired") })
  .trim()
  .min(1, msg("members:notes.errors.textRequired"))
  .max(NOTE_MAX_CHARS, msg("validation:tooLong", { max: NOTE_MAX_CHARS }));

/** A new note: its text and who may read it (private: its author only). */
export const newNoteSchema = z.object({
  text: noteText,
  visibility: z.enum(NOTE_VISIBILITIES, {
    errorMap: () => ({ message: msg("members:notes.errors.visibilityRequired") }),
  }),
});

/** A note's text, changed (the documented update takes the text only). */
export const noteTextSchema = z.object({ text: noteText });
