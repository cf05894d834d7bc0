import type { Attachment } from "../types";
import type { Db } from "../db/db";

const SELECT = `SELECT id, organization_id AS organizationId, file_name AS fileName, content_type AS contentType, size,
  uploaded_at AS uploadedAt FROM attachments`;

/** Onboarding attachments (migration 018), listed per organization as uploaded. */
export class AttachmentRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(
        `INSERT INTO attachments (id, organization_id, file_name, content_type, size, uploaded_at)
         VALUES (@id, @organizationId, @fileName, @contentType, @size, @uploadedAt)`,
      ),
      ofOrganization: sql.prepare(`${SELECT} WHERE organization_id = ? ORDER BY seq`),
      all: sql.prepare(`${SELECT} ORDER BY seq`),
    };
  }

  ofOrganization(organizationId: string): Attachment[] {
    return this.statements.ofOrganization.all(organizationId) as Attachment[];
  }

  all(): Attachment[] {
    return this.statements.all.all() as Attachment[];
  }

  insert(a: Attachment) {
    this.statements.insert.run(a);
  }

  insertAll(attachments: readonly Attachment[]) {
    this.db.transaction(() => {
      for (const a of attachments) this.insert(a);
    });
  }
}
