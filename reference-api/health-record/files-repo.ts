import type { PatientFile } from "../patient-area/types";
import type { Db } from "../db/db";
import { present } from "../db/record-columns";

/** What the list shows of a file: everything but the bytes, with their size. */
export type PatientFileBrief = Omit<PatientFile, "content"> & { size: number };

const COLUMNS = `id, patient_id AS patientId, file_name AS fileName, content_type AS contentType, description,
  uploaded_at AS uploadedAt`;
const BRIEF = `${COLUMNS}, length(content) AS size FROM patient_files`;

/** Files patients uploaded from the app (migration 027). The bytes are read only to download one. */
export class PatientFileRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(
        `INSERT INTO patient_files (id, patient_id, file_name, content_type, description, uploaded_at, content)
         VALUES (@id, @patientId, @fileName, @contentType, @description, @uploadedAt, @content)`,
      ),
      ofPatient: sql.prepare(`SELECT ${BRIEF} WHERE patient_id = ? ORDER BY uploaded_at DESC, seq DESC`),
      brief: sql.prepare(`SELECT ${BRIEF} WHERE id = ?`),
      content: sql.prepare("SELECT content FROM patient_files WHERE id = ?"),
      all: sql.prepare(`SELECT ${COLUMNS}, content FROM patient_files ORDER BY seq`),
    };
  }

  /** A patient's files, newest first. */
  ofPatient(patientId: string): PatientFileBrief[] {
    // A file without a description has no such field.
    return (this.statements.ofPatient.all(patientId) as PatientFileBrief[]).map(present);
  }

  brief(id: string | undefined): PatientFileBrief | undefined {
    if (id === undefined) return undefined;
    const row = this.statements.brief.get(id) as PatientFileBrief | undefined;
    return row && present(row);
  }

  content(id: string): Buffer | undefined {
    return this.statements.content.pluck().get(id) as Buffer | undefined;
  }

  all(): PatientFile[] {
    return (this.statements.all.all() as Array<PatientFile & { content: Buffer }>).map((row) => ({
      ...present(row),
      content: row.content.toString("base64"),
    }));
  }

  insert(file: PatientFile) {
    this.statements.insert.run({
      ...file,
      description: file.description ?? null,
      content: Buffer.from(file.content, "base64"),
    });
  }

  insertAll(files: readonly PatientFile[]) {
    this.db.transaction(() => {
      for (const file of files) this.insert(file);
    });
  }
}
